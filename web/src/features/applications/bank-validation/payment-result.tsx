import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { BankAccountStatus, PaymentResult_ValidationFragment } from '../../../gql/graphql';
import { formatSortCode } from './sort-code';

/** Each verdict in a word, a colour, and what to do about it where there is something to do. */
export const verdicts: Record<BankAccountStatus, { title: string; severity: AlertColor; advice?: string }> = {
  valid: { title: 'Valid', severity: 'success' },
  invalid: { title: 'Invalid', severity: 'error', advice: 'A digit is probably wrong or two are swapped: ask for the details again.' },
  unchecked: {
    title: 'Could not be checked',
    // Amber, not green: nothing vouches for the number, and nothing rules it out.
    severity: 'warning',
    advice: 'Nothing was found wrong, and nothing vouches for it either: confirm the details with the account holder before you rely on them.',
  },
};

/** The verdict, in a colour and a word, with the service's reason, what to do, and the numbers as it checked them. */
export function PaymentResult({ result }: { result: PaymentResult_ValidationFragment }) {
  const verdict = verdicts[result.status];
  return (
    <Alert severity={verdict.severity} role="status" variant="outlined" data-testid="bank-result" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle data-testid="bank-verdict" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {verdict.title}
      </AlertTitle>
      <Typography data-testid="bank-reason">{result.reason}</Typography>
      {verdict.advice && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="bank-advice">
          {verdict.advice}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Checked sort code {formatSortCode(result.sortCode)}, account number {result.accountNumber}.
      </Typography>
    </Alert>
  );
}

import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
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

/** A sort code read as one word: a line never ends at one of its dashes (09-01-⏎51). */
const SortCode = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

/**
 * The verdict, in a colour and a word, with the service's reason, what to do, and the numbers as it
 * checked them. When the service checked another sort code than the one given (a 9-digit Santander
 * account number moves its first digit into the sort code), that is said under the verdict, in bold,
 * not only in the small print: the verdict is about that sort code.
 */
export function PaymentResult({ result, givenSortCode }: { result: PaymentResult_ValidationFragment; givenSortCode: string }) {
  const verdict = verdicts[result.status];
  const checked = formatSortCode(result.sortCode);
  const given = formatSortCode(givenSortCode);
  return (
    <Alert severity={verdict.severity} role="status" variant="outlined" data-testid="bank-result" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle data-testid="bank-verdict" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {verdict.title}
      </AlertTitle>
      {given !== checked && (
        <Typography sx={{ fontWeight: 700, mb: 0.5 }} data-testid="bank-other-sort-code">
          This is a verdict on sort code <SortCode>{checked}</SortCode>, not the <SortCode>{given}</SortCode> entered.
        </Typography>
      )}
      <Typography data-testid="bank-reason">{result.reason}</Typography>
      {verdict.advice && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="bank-advice">
          {verdict.advice}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Checked sort code {checked}, account number {result.accountNumber}.
      </Typography>
    </Alert>
  );
}

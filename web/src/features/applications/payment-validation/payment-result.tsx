import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql/gql';
import type { PaymentResult_ValidationFragment } from '../../../gql/graphql';
import { formatSortCode } from './sort-code';

export const PaymentResult_validation = graphql(`
  fragment PaymentResult_validation on BankAccountValidation {
    sortCode
    accountNumber
    valid
    reason
  }
`);

/** The verdict, in a colour and a word, with the service's reason and the numbers as it checked them. */
export function PaymentResult({ result }: { result: PaymentResult_ValidationFragment }) {
  return (
    <Alert severity={result.valid ? 'success' : 'error'} role="status" variant="outlined" data-testid="bank-result" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle data-testid="bank-verdict" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {result.valid ? 'Valid' : 'Invalid'}
      </AlertTitle>
      <Typography data-testid="bank-reason">{result.reason}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Checked sort code {formatSortCode(result.sortCode)}, account number {result.accountNumber}.
      </Typography>
    </Alert>
  );
}

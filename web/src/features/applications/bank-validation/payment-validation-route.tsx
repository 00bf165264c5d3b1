import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentAccount } from '../../../lib/current-account';
import { FailureMessage } from '../../../components/failure/failure-message';
import { ShopWay } from '../../../components/shop-way/shop-way';
import { needsSubscription } from '../../../lib/shop-paths';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { ApplicationPage, ChooseAccountFirst } from '../application-page';
import { PaymentResult } from './payment-result';
import { PaymentValidationForm } from './payment-validation-form';
import { paymentValidationTips } from './payment-validation-tips';
import { usePaymentValidation } from './use-payment-validation';

const title = 'Payment Validation';
const intro = 'Check that a UK sort code and account number belong together before you set up a payment or a Direct Debit. Each check counts one click.';

export function Component() {
  const { account } = useCurrentAccount();
  return (
    <ApplicationPage title={title} intro={intro}>
      {account ? <PaymentValidation key={account.id} accountId={account.id} /> : <ChooseAccountFirst />}
    </ApplicationPage>
  );
}

function PaymentValidation({ accountId }: { accountId: string }) {
  const validation = usePaymentValidation(accountId);
  useHelpTips('paymentValidation', paymentValidationTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PaymentValidationForm validation={validation} />
      <FailureMessage failure={validation.failure} testId="bank-failure" />
      {needsSubscription(validation.failure.message) && <ShopWay service="bankcode" />}
      {validation.result ? (
        <PaymentResult result={validation.result} givenSortCode={validation.givenSortCode} />
      ) : (
        !validation.failure.message && (
          <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}>
            <Typography sx={{ color: 'text.secondary' }}>
              Enter a sort code and account number, then Validate to see whether they pass the banks&apos; checks.
            </Typography>
          </Box>
        )
      )}
    </Stack>
  );
}

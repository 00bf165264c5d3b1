import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AutomaticRenewals } from './automatic-renewals';
import { PaymentUsers } from './payment-users';
import { SavedCard } from './saved-card';

/**
 * The account's saved card, who may pay with it, and the subscriptions that renew with it: on the
 * shop, and for the account's services page to show too. `returnPath` is the portal page (as
 * '/shop') the provider's card page comes back to.
 */
export function PaymentSection({ accountId, returnPath }: { accountId: string; returnPath: string }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby="payment-and-renewals">
      <Typography variant="h5" component="h2" id="payment-and-renewals">
        Payment and automatic renewals
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SavedCard accountId={accountId} returnPath={returnPath} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PaymentUsers accountId={accountId} />
        </Grid>
        <Grid size={12}>
          <AutomaticRenewals accountId={accountId} />
        </Grid>
      </Grid>
    </Stack>
  );
}

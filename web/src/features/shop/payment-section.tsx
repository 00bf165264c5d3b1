import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AutomaticRenewals } from './automatic-renewals';
import { PaymentUsers } from './payment-users';
import { SavedCard } from './saved-card';

/** The account's saved card, who may pay with it, and the subscriptions that renew with it. */
export function PaymentSection({ accountId }: { accountId: string }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby="shop-payment">
      <Typography variant="h5" component="h2" id="shop-payment">
        Payment and automatic renewals
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SavedCard accountId={accountId} />
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

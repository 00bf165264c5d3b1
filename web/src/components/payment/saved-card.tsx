import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import { openDialog } from '../dialogs/dialog-store';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { FormAlert } from '../form-alert';
import { leavePortal } from '../../lib/leave-portal';
import { useCardReturn } from './card-return';
import { PaymentDetailsQuery, ReplacePaymentDetailsMutation, RemovePaymentDetailsMutation } from './saved-card-documents';

/** Where the provider's card page comes back to: the page the card was changed from, which says how it went. */
export const cardReturnUrl = (returnPath: string) => `${window.location.origin}/portal${returnPath}`;

/** The card the account keeps for payments and renewals: replace it on the provider's page, or remove it. */
export function SavedCard({ accountId, returnPath }: { accountId: string; returnPath: string }) {
  const { data, loading, error, refetch } = useQuery(PaymentDetailsQuery, { variables: { accountId } });
  const loadFailure = useFailure('load the saved card', { watch: data ? undefined : error });
  const failure = useFailure('change the saved card');
  const [replace, replacing] = useMutation(ReplacePaymentDetailsMutation);
  const [remove, removing] = useMutation(RemovePaymentDetailsMutation);
  const notice = useCardReturn();
  const card = data?.paymentDetails;

  const onReplace = async () => {
    failure.clear();
    try {
      const answer = await replace({ variables: { accountId, backUrl: cardReturnUrl(returnPath) } });
      if (answer.data) leavePortal.to(answer.data.replacePaymentDetails.checkoutUrl);
    } catch (caught) {
      failure.report(caught, 'replace the saved card');
    }
  };

  const onRemove = async () => {
    if (!card) return;
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Remove card',
      message: `Remove the ${card.brand} card ending ${card.lastFour}? Automatic renewals cannot be paid until a new card is saved.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    failure.clear();
    try {
      await remove({ variables: { accountId } });
      await refetch();
    } catch (caught) {
      failure.report(caught, 'remove the saved card');
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="saved-card">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Saved card
          </Typography>
          {notice && <FormAlert severity={notice.severity} message={notice.text} />}
          <FailureMessage failure={loadFailure} />
          <FailureMessage failure={failure} />
          {loadFailure.message ? null : loading && !data ? (
            <Skeleton variant="rounded" height={72} role="status" aria-label="Loading..." />
          ) : card ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CreditCard color="action" />
              <div>
                <Typography sx={{ fontWeight: 600 }} data-testid="saved-card-number">
                  {card.brand} ending {card.lastFour}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Expires {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear} · Receipts to {card.billingEmail}
                </Typography>
              </div>
            </Stack>
          ) : (
            <Typography sx={{ color: 'text.secondary' }} data-testid="saved-card-number">
              No card is saved for this account.
            </Typography>
          )}
          {data && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={onReplace} loading={replacing.loading}>
                {card ? 'Replace card' : 'Add a card'}
              </Button>
              {card && (
                <Button color="error" onClick={onRemove} loading={removing.loading}>
                  Remove card
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

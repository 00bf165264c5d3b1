import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SubscriptionsCard_PlanFragment } from '../../gql/graphql';
import { DetailList } from '../../components/detail-list';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { PaymentDetailsQuery } from '../../components/payment/saved-card-documents';
import { useCurrentAccount } from '../../lib/current-account';
import { formatDay } from '../../lib/display-format';
import { formatPrice } from '../../lib/money';
import { withSearch } from '../../lib/navigation';
import { taxMark } from '../../lib/sales-tax';
import { clicksLeftText, figureLabels } from '../../lib/subscription-figures';
import { AccountPlansQuery } from './subscriptions-card-documents';

const serviceNames: Record<SubscriptionsCard_PlanFragment['service'], string> = {
  address: 'Address lookup',
  bankcode: 'Payment validation',
  email: 'Email validation',
  name: 'Name validation',
};

/** What a trial costs, and when it ends, where a plan has its price and renewal. */
const priceText = (plan: SubscriptionsCard_PlanFragment) => (plan.trial ? 'Free' : formatPrice(plan.subscription.price, plan.currency));

/**
 * When a bought plan renews by itself. A renewal is paid with the account's saved card: without one
 * it will not happen until a card is saved, so the day is not given as a promise (docs/prices-and-tax.md).
 */
const renewalDay = (plan: SubscriptionsCard_PlanFragment, cardSaved: boolean) => {
  const day = formatDay(plan.subscription.estimatedRenewalDate);
  return plan.subscription.estimatedRenewalDate && !cardSaved ? `${day} (no card saved)` : day;
};
const renewsText = (plan: SubscriptionsCard_PlanFragment, cardSaved: boolean) =>
  plan.trial ? `Trial ends ${formatDay(plan.endDate)}` : renewalDay(plan, cardSaved);

/**
 * Whether the account keeps a card to pay its renewals. Only its owners may read the card (members
 * are shown the renewal day as the provider answers it), and until the card is known it is taken as saved.
 */
function useCardSaved(accountId: string | undefined): boolean {
  const { account } = useCurrentAccount();
  const owner = !!accountId && account?.id === accountId && account.isOwner;
  const { data } = useQuery(PaymentDetailsQuery, { variables: { accountId: accountId ?? '' }, skip: !owner });
  // An answer of none is the only one that says so: a missing or unreadable answer says nothing.
  return !(owner && data?.paymentDetails === null);
}

function StatusChips({ plan }: { plan: SubscriptionsCard_PlanFragment }) {
  return (
    <Stack direction="row" spacing={0.5}>
      {plan.trial && <Chip size="small" color="info" label="Free trial" />}
      <Chip size="small" variant="outlined" label={plan.status} />
    </Stack>
  );
}

/**
 * Where to go from no subscriptions, or from trials: the shop for an owner of the account (the shop is
 * theirs alone); anyone else is told whom to ask.
 */
function ShopLine({ trials }: { trials: boolean }) {
  const { account } = useCurrentAccount();
  const { search } = useLocation();
  const before = trials
    ? 'Trial clicks are free until the trial ends. To go on after it, '
    : 'To look up addresses or validate e-mail addresses and bank accounts, ';
  return (
    <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="home-shop-way">
      {before}
      {account?.isOwner ? (
        <RouterLink to={withSearch('/shop', search)}>choose a plan in the Shop</RouterLink>
      ) : (
        'ask an owner of this account to choose a plan in the Shop'
      )}
      .
    </Typography>
  );
}

/** The account's subscriptions: what each costs and how many clicks are left. */
export function SubscriptionsCard({ accountId }: { accountId: string | undefined }) {
  const { data, loading, error } = useQuery(AccountPlansQuery, {
    variables: { accountId: accountId ?? '' },
    skip: !accountId,
  });
  const cardSaved = useCardSaved(accountId);
  // Read at once rather than after a first render, so a phone never flashes the table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Subscriptions already shown stay when a later refresh fails.
  const failure = useFailure('load the subscriptions', { watch: data ? undefined : error });
  return (
    <Card variant="outlined" id="home-subscriptions">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Subscriptions
        </Typography>
        <FailureMessage failure={failure} />
        {!accountId ? (
          <Typography sx={{ color: 'text.secondary' }}>Choose an account to see its subscriptions.</Typography>
        ) : failure.message ? null : loading && !data ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading..." />
        ) : !data?.accountPlans.length ? (
          <>
            <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions yet.</Typography>
            <ShopLine trials={false} />
          </>
        ) : narrow ? (
          <PlanCards plans={data.accountPlans} cardSaved={cardSaved} />
        ) : (
          // Should the columns outgrow the card, the table scrolls rather than being cut off.
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Subscriptions">
              <TableHead>
                <TableRow>
                  <TableCell>Service</TableCell>
                  <TableCell>Plan</TableCell>
                  <TableCell align="right">{figureLabels.clicksLeft}</TableCell>
                  <TableCell>{figureLabels.renews}</TableCell>
                  <TableCell align="right">Price ({taxMark(data.accountPlans[0]!.currency)})</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.accountPlans.map((plan) => (
                  <TableRow key={plan.planId}>
                    <TableCell>{serviceNames[plan.service]}</TableCell>
                    <TableCell>{plan.plan}</TableCell>
                    <TableCell align="right" data-testid="subscription-clicks-left">
                      {clicksLeftText(plan.remainClicks, plan.clickLimit)}
                    </TableCell>
                    <TableCell data-testid="subscription-renews">{renewsText(plan, cardSaved)}</TableCell>
                    <TableCell align="right" data-testid="subscription-price">
                      {priceText(plan)}
                    </TableCell>
                    <TableCell>
                      <StatusChips plan={plan} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data?.accountPlans.some((plan) => plan.trial) && <ShopLine trials />}
      </CardContent>
    </Card>
  );
}

/** The subscriptions on a phone: six columns do not fit, so each plan is a card of its own. */
function PlanCards({ plans, cardSaved }: { plans: SubscriptionsCard_PlanFragment[]; cardSaved: boolean }) {
  return (
    <Stack component="ul" aria-label="Subscriptions" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {plans.map((plan) => (
        <Box component="li" key={plan.planId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{serviceNames[plan.service]}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {plan.plan}
              </Typography>
            </Box>
            <StatusChips plan={plan} />
          </Stack>
          <DetailList
            layout="figures"
            sx={{ mt: 1 }}
            rows={[
              [figureLabels.clicksLeft, clicksLeftText(plan.remainClicks, plan.clickLimit), 'subscription-clicks-left'],
              [plan.trial ? figureLabels.ends : figureLabels.renews, plan.trial ? formatDay(plan.endDate) : renewalDay(plan, cardSaved)],
              [`Price (${taxMark(plan.currency)})`, priceText(plan), 'subscription-price'],
            ]}
          />
        </Box>
      ))}
    </Stack>
  );
}

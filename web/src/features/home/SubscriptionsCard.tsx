import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql/gql';
import type { SubscriptionsCard_PlanFragment } from '../../gql/graphql';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { formatPrice } from '../../lib/money';

export const SubscriptionsCard_plan = graphql(`
  fragment SubscriptionsCard_plan on AccountPlan {
    planId
    service
    plan
    status
    remainClicks
    currency
    subscription {
      clicks
      price
      estimatedRenewalDate
    }
  }
`);

export const AccountPlansQuery = graphql(`
  query AccountPlans($accountId: ID!) {
    accountPlans(accountId: $accountId) {
      ...SubscriptionsCard_plan
    }
  }
`);

const serviceNames: Record<SubscriptionsCard_PlanFragment['service'], string> = {
  address: 'Address lookup',
  bankcode: 'Payment validation',
  email: 'Email validation',
  name: 'Name validation',
};

const clicks = (n: number) => n.toLocaleString('en-GB');
const day = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—');

/** The account's subscriptions: what each costs and how many clicks are left. */
export function SubscriptionsCard({ accountId }: { accountId: string | undefined }) {
  const { data, loading, error } = useQuery(AccountPlansQuery, {
    variables: { accountId: accountId ?? '' },
    skip: !accountId,
  });
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
          <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions yet.</Typography>
        ) : (
          <Table size="small" aria-label="Subscriptions">
            <TableHead>
              <TableRow>
                <TableCell>Service</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell align="right">Clicks left</TableCell>
                <TableCell>Renews</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.accountPlans.map((plan) => (
                <TableRow key={plan.planId}>
                  <TableCell>{serviceNames[plan.service]}</TableCell>
                  <TableCell>{plan.plan}</TableCell>
                  <TableCell align="right">
                    {clicks(plan.remainClicks)} of {clicks(plan.subscription.clicks)}
                  </TableCell>
                  <TableCell>{day(plan.subscription.estimatedRenewalDate)}</TableCell>
                  <TableCell align="right" data-testid="subscription-price">
                    {formatPrice(plan.subscription.price, plan.currency)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={plan.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

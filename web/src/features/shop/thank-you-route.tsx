import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql/gql';
import type { ShopOrderQuery as ShopOrderData } from '../../gql/graphql';
import { basketStore } from '../../lib/basket/basket-store';
import { formatPrice } from '../../lib/money';
import { includedTaxNote } from '../../lib/sales-tax';
import { withSearch } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { formatClicks, formatDay } from './shop-services';
import { checkoutDraft } from './checkout-draft';
import { thankYouTips } from './shop-tips';

export const ShopOrderQuery = graphql(`
  query ShopOrder($orderId: ID!) {
    shopOrder(orderId: $orderId) {
      orderId
      status
      items {
        accountId
        planId
        plan
        kind
        clicks
        price
      }
      total
      currency
      paidAt
      cardBrand
      cardLastFour
    }
  }
`);

type Order = ShopOrderData['shopOrder'];

/**
 * Once an order is paid, what it bought leaves the basket, and the subscriptions the portal holds
 * are dropped so that home reads them again and shows the new clicks at once.
 */
function usePaidOrderApplied(order: Order | undefined) {
  const client = useApolloClient();
  const paid = order?.status === 'paid' ? order : null;
  useEffect(() => {
    if (!paid) return;
    for (const item of paid.items) {
      basketStore.remove(item.accountId, item.planId);
      checkoutDraft.forget(item.accountId);
    }
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'accountPlans' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'automaticRenewals' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'shopPlans' });
    client.cache.gc();
  }, [paid, client]);
}

/** /shop/thankyou: where the payment page returns once paid, with the order's id. */
export function Component() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId');
  // The order's id is this page's alone; the rest of the query goes on with the person.
  query.delete('orderId');
  const kept = query.size ? `?${query.toString()}` : '';
  const { data, loading, error, refetch } = useQuery(ShopOrderQuery, { variables: { orderId: orderId ?? '' }, skip: !orderId, fetchPolicy: 'network-only' });
  const failure = useFailure('load the order', { watch: data ? undefined : error });
  const order = data?.shopOrder;
  usePaidOrderApplied(order);
  useHelpTips('thankYou', thankYouTips, loading);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {order?.status === 'pending' ? 'Waiting for your payment' : 'Thank you for your order'}
      </Typography>
      <FailureMessage failure={failure} />
      {!orderId ? (
        <Typography>There is no order to show here. Orders are shown once they are paid.</Typography>
      ) : failure.message ? null : !order ? (
        <Skeleton variant="rounded" height={200} role="status" aria-label="Loading..." />
      ) : (
        <OrderSummary order={order} onCheckAgain={() => void refetch()} />
      )}
      <Stack direction="row" spacing={2} id="thank-you-next">
        <Button variant="contained" component={RouterLink} to={withSearch('/home', kept)}>
          Go to Home
        </Button>
        <Button component={RouterLink} to={withSearch('/shop', kept)}>
          Back to the shop
        </Button>
      </Stack>
    </Stack>
  );
}

function OrderSummary({ order, onCheckAgain }: { order: Order; onCheckAgain: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} id="thank-you-order" data-testid="thank-you-order">
      <Stack spacing={2}>
        {order.status === 'paid' ? (
          <Alert severity="success" role="status">
            Order {order.orderId} is paid
            {order.cardBrand ? ` with the ${order.cardBrand} card ending ${order.cardLastFour}` : ''}
            {order.paidAt ? ` on ${formatDay(order.paidAt)}` : ''}. The clicks are on the account now.
          </Alert>
        ) : (
          <Alert severity="info" action={<Button onClick={onCheckAgain}>Check again</Button>}>
            Order {order.orderId} has not been paid yet: nothing has been bought, and your basket is as it was.
          </Alert>
        )}
        <Stack component="ul" spacing={1} aria-label="What was bought" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.items.map((item) => (
            <Box component="li" key={`${item.accountId}:${item.planId}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
              <span>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.plan}
                </Typography>{' '}
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  {formatClicks(item.clicks)} clicks
                </Typography>
              </span>
              {/* Right-aligned even when a long name pushes it onto a line of its own. */}
              <Box component="span" sx={{ ml: 'auto' }}>
                {formatPrice(item.price, order.currency)}
              </Box>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Total</Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="order-total">
            {formatPrice(order.total, order.currency)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'right' }} data-testid="order-tax">
          {includedTaxNote(order.total, order.currency)}
        </Typography>
      </Stack>
    </Paper>
  );
}

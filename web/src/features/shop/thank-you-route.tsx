import { useEffect, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useRevalidator } from 'react-router';
import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopOrderQuery as ShopOrderData, ShopOrderQueryVariables } from '../../gql/graphql';
import { basketStore } from '../../lib/basket/basket-store';
import { formatPrice } from '../../lib/money';
import { includedTaxNote } from '../../lib/sales-tax';
import { withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { formatClicks, formatDay } from './shop-services';
import { checkoutDraft } from './checkout-draft';
import { basketCleared, rememberBasketCleared, sentCheckout, type SentCheckout } from './sent-checkout';
import { thankYouTips } from './shop-tips';
import { ShopOrderQuery } from './thank-you-documents';

type Order = NonNullable<ShopOrderData['shopOrderConfirmation']['order']>;
/**
 * Once an order is paid, what it bought leaves the basket, and the subscriptions the portal holds
 * are dropped so that home reads them again and shows the new clicks at once. Where the account
 * manager does not show orders, what this browser sent stands for it: the payment page comes back
 * here only once it has taken the payment. The basket gives up an order's lines once only, and only
 * a line holding the clicks the order bought: the page opened again (Back, a reload, a bookmark)
 * leaves alone what was put in the basket since, the same plan with the same clicks too.
 */
function usePaidOrderApplied(paid: SentCheckout | null) {
  const client = useApolloClient();
  useEffect(() => {
    if (!paid) return;
    if (!basketCleared(paid.orderId)) {
      for (const item of paid.items) {
        const line = basketStore.list(item.accountId).find((held) => held.planId === item.planId);
        if (line?.clicks === item.clicks) basketStore.remove(item.accountId, item.planId);
        checkoutDraft.forget(item.accountId);
      }
      rememberBasketCleared(paid);
    }
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'accountPlans' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'automaticRenewals' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'shopPlans' });
    client.cache.gc();
  }, [paid, client]);
}

/** What a paid order bought, in the words of what a browser sends to checkout. */
const boughtBy = (order: Order): SentCheckout => ({
  orderId: order.orderId,
  items: order.items.map(({ accountId, planId, plan, clicks, price }) => ({ accountId, planId, plan, clicks, price })),
  total: order.total,
  currency: order.currency,
});

export function loader({ url, preloadQuery }: ScreenLoaderArgs) {
  const orderId = url.searchParams.get('orderId');
  // Asked afresh each time: the page is where a payment is confirmed, so never from the cache.
  return { order: orderId ? preloadQuery(ShopOrderQuery, { variables: { orderId }, fetchPolicy: 'network-only', errorPolicy: 'all' }) : null };
}

type OrderRef = QueryRef<ShopOrderData, ShopOrderQueryVariables, 'complete' | 'streaming' | 'empty'>;

/** /shop/thankyou: where the payment page returns once paid, with the order's id. */
export function Component() {
  const { order } = useScreenData<typeof loader>();
  const orderId = new URLSearchParams(useLocation().search).get('orderId');
  useHelpTips('thankYou', thankYouTips);
  if (!order || !orderId) {
    return (
      <ThankYouPage heading="Thank you for your order">
        <Typography>There is no order to show here. Orders are shown once they are paid.</Typography>
      </ThankYouPage>
    );
  }
  return <Confirmation order={order} orderId={orderId} />;
}

/** The page until the order has been read. */
export function Loading() {
  return (
    <ThankYouPage heading="Thank you for your order">
      <Skeleton variant="rounded" height={200} role="status" aria-label="Loading..." />
    </ThankYouPage>
  );
}

/** The page's heading, what it says of the order, and the ways on. */
function ThankYouPage({ heading, children }: { heading: string; children: ReactNode }) {
  const query = new URLSearchParams(useLocation().search);
  // The order's id is this page's alone; the rest of the query goes on with the person.
  query.delete('orderId');
  const kept = query.size ? `?${query.toString()}` : '';
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      {children}
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

function Confirmation({ order: orderRef, orderId }: { order: OrderRef; orderId: string }) {
  const { data, error } = useReadQuery(orderRef);
  // Checking again runs the loader again: the order is read afresh, the page showing it meanwhile.
  const revalidator = useRevalidator();
  const failure = useFailure('load the order', { watch: data?.shopOrderConfirmation ? undefined : error });
  const confirmation = data?.shopOrderConfirmation;
  const order = confirmation?.order ?? undefined;
  const sent = useMemo(() => (confirmation && !confirmation.available ? (sentCheckout(orderId) ?? null) : null), [confirmation, orderId]);
  const paid = useMemo(() => (order?.status === 'paid' ? boughtBy(order) : null), [order]);
  usePaidOrderApplied(paid ?? sent);
  return (
    <ThankYouPage heading={order?.status === 'pending' ? 'Waiting for your payment' : 'Thank you for your order'}>
      <FailureMessage failure={failure} />
      {failure.message || !confirmation ? null : order ? (
        <OrderSummary order={order} onCheckAgain={() => void revalidator.revalidate()} />
      ) : (
        <SentSummary orderId={orderId} sent={sent} />
      )}
    </ThankYouPage>
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

/**
 * Where the account manager does not show orders: what this browser sent to checkout before going to
 * the payment page, which came back here once paid. Nothing is wrong, so nothing says so.
 */
function SentSummary({ orderId, sent }: { orderId: string; sent: SentCheckout | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} id="thank-you-order" data-testid="thank-you-sent">
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Order {orderId} went through the payment page. Home shows the clicks once the account manager has them.
        </Alert>
        {sent ? (
          <>
            <Typography component="h2" variant="h6">
              What you sent to checkout
            </Typography>
            <Stack component="ul" spacing={1} aria-label="What you sent to checkout" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {sent.items.map((item) => (
                <Box
                  component="li"
                  key={`${item.accountId}:${item.planId}`}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
                >
                  <span>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {item.plan}
                    </Typography>{' '}
                    <Typography component="span" sx={{ color: 'text.secondary' }}>
                      {formatClicks(item.clicks)} clicks
                    </Typography>
                  </span>
                  <Box component="span" sx={{ ml: 'auto' }}>
                    {formatPrice(item.price, sent.currency)}
                  </Box>
                </Box>
              ))}
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>Total</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="order-total">
                {formatPrice(sent.total, sent.currency)}
              </Typography>
            </Stack>
          </>
        ) : (
          <Typography>It was sent to checkout from another browser, which keeps what it held.</Typography>
        )}
      </Stack>
    </Paper>
  );
}

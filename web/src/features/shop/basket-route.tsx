import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  BasketQuoteQuery as BasketQuoteData,
  BasketQuoteQueryVariables,
  BillingDefaultsQuery as BillingDefaultsData,
  BillingDefaultsQueryVariables,
} from '../../gql/graphql';
import type { BasketItem } from '../../lib/basket/basket';
import { basketStore, useBasket } from '../../lib/basket/basket-store';
import { useCurrentAccount } from '../../lib/current-account';
import { withSearch } from '../../lib/navigation';
import type { ReturnNotice } from '../../lib/return-notice';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { FormAlert } from '../../components/form-alert';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { checkoutWait, readClicks, UNNAMED_OFF_SALE } from './basket-clicks';
import { basketPlanNames } from './basket-plan-names';
import { BasketItems } from './basket-items';
import { billingDefaults } from './billing-defaults';
import { mayPayWithSavedCard } from './saved-card-note';
import { CheckoutForm, EMPTY_BASKET } from './checkout-form';
import { usePaymentReturn } from './payment-return';
import { basketTips } from './shop-tips';
import { BasketQuoteQuery, BillingDefaultsQuery } from './basket-documents';
import { ShopOfferQuery } from './shop-documents';

/** What the portal asks the gateway to price: each item's account, plan and clicks. */
const quoteVariables = (items: readonly BasketItem[]): BasketQuoteQueryVariables => ({
  items: items.map((item) => ({ accountId: item.ccId, planId: item.planId, clicks: item.clicks })),
});

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  if (!accountId) return { buyer: null, quote: null };
  // The account's own address is a help, not a need: checkout goes on without it if it cannot be read.
  const buyer = preloadQuery(BillingDefaultsQuery, { variables: { accountId }, errorPolicy: 'all' });
  // The basket as it is on arrival is priced at once; an empty one asks the gateway nothing.
  const items = basketStore.list(accountId);
  if (!items.length) return { buyer, quote: null };
  const variables = quoteVariables(items);
  return { buyer, quote: { asked: JSON.stringify(variables), ref: preloadQuery(BasketQuoteQuery, { variables, errorPolicy: 'all' }) } };
}

type BuyerRef = QueryRef<BillingDefaultsData, BillingDefaultsQueryVariables, 'complete' | 'streaming' | 'empty'>;
type QuoteRef = QueryRef<BasketQuoteData, BasketQuoteQueryVariables, 'complete' | 'streaming' | 'empty'>;
/** A quote the screen has: for which items it was asked (their variables, as JSON), and the answer. */
type Priced = { asked: string; result: { data?: BasketQuoteData | undefined; error?: unknown } };

/** /shop/basket: the account's basket priced by the portal, and the checkout. */
export function Component() {
  const { buyer, quote } = useScreenData<typeof loader>();
  const account = useCurrentAccount().account;
  const notice = usePaymentReturn();
  useHelpTips('basket', basketTips);
  return (
    <BasketPage notice={notice}>
      {!account || !buyer ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : quote ? (
        <ArrivedBasket buyer={buyer} quote={quote.ref} asked={quote.asked} />
      ) : (
        <Basket buyer={buyer} arrived={null} />
      )}
    </BasketPage>
  );
}

/** The page until the basket's prices and the buyer's details are in. */
export function Loading() {
  return (
    <BasketPage notice={null}>
      <Stack spacing={2} role="status" aria-label="Loading...">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    </BasketPage>
  );
}

/** The page's heading and way back to the shop, what a payment page said on the way back, and `children`. */
function BasketPage({ notice, children }: { notice: ReturnNotice | null; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Basket
        </Typography>
        <Button component={RouterLink} to={withSearch('/shop', search)}>
          Continue shopping
        </Button>
      </Stack>
      {notice && <FormAlert severity={notice.severity} message={notice.text} />}
      {children}
    </Stack>
  );
}

/** The basket as it was on arrival, priced by the route's loader. */
function ArrivedBasket({ buyer, quote, asked }: { buyer: BuyerRef; quote: QuoteRef; asked: string }) {
  const result = useReadQuery(quote);
  return <Basket buyer={buyer} arrived={{ asked, result }} />;
}

function Basket({ buyer, arrived }: { buyer: BuyerRef; arrived: Priced | null }) {
  const current = useCurrentAccount();
  const account = current.account!;
  const items = useBasket(account.id);
  const { data: buying } = useReadQuery(buyer);
  // The basket as it arrived keeps the loader's quote; once the person changes it, it is priced again.
  const asked = JSON.stringify(quoteVariables(items));
  const unchanged = asked === arrived?.asked;
  const repriced = useQuery(BasketQuoteQuery, { variables: quoteVariables(items), skip: items.length === 0 || unchanged });
  const quote = unchanged ? arrived.result : repriced;
  const failure = useFailure('price the basket', { watch: quote.data ? undefined : quote.error });
  // Each plan's minimum from the last quote: a changed line is checked against it at once, while its new price is asked.
  const priced = quote.data?.basketQuote ?? null;
  const [lastPriced, setLastPriced] = useState(priced);
  if (priced && priced !== lastPriced) setLastPriced(priced);
  const known = priced ?? lastPriced;
  // Still asked, with no answer yet: the lines' names are on their way. A quote that failed brings none.
  const pricing = !quote.data && !quote.error;
  const minimums = new Map((known?.items ?? []).map((line) => [line.planId, line.minimumClicks ?? null]));
  // The lines the last quote set apart (a plan off sale, a bundle with no plan to top up), with why.
  const unavailable = new Map((known?.unavailable ?? []).map((line) => [line.planId, line.reason]));
  // Each line's name as the quote gives it, else as the basket was shown it before (its plan gone off sale since).
  useEffect(() => {
    if (priced) basketPlanNames.learn([...priced.items, ...priced.unavailable]);
  }, [priced]);
  const names = new Map<string, string>();
  for (const item of items) {
    const named =
      known?.items.find((line) => line.planId === item.planId)?.plan ??
      known?.unavailable.find((line) => line.planId === item.planId)?.plan ??
      basketPlanNames.of(item.planId);
    if (named) names.set(item.planId, named);
  }
  // What a line's clicks field holds while the basket does not keep it: typed and not yet kept, or
  // not clicks a line may hold, which the basket never keeps. Checkout waits for what the field shows.
  const [typed, setTyped] = useState<ReadonlyMap<string, string>>(() => new Map());
  const type = (planId: string, text: string | null) =>
    setTyped((before) => {
      const after = new Map(before);
      if (text === null) after.delete(planId);
      else after.set(planId, text);
      return after;
    });
  const wait = checkoutWait(
    items.map((item) => {
      const text = typed.get(item.planId);
      const offSale = unavailable.has(item.planId);
      return {
        plan: names.get(item.planId) ?? (offSale ? UNNAMED_OFF_SALE : `Plan ${item.planId}`),
        clicks: text === undefined ? item.clicks : readClicks(text),
        minimumClicks: minimums.get(item.planId) ?? null,
        unavailable: offSale,
      };
    }),
  );
  // Each plan's price bands, to offer a larger band that costs no more; a help the basket does not wait for.
  const { data: offer } = useQuery(ShopOfferQuery, { variables: { accountId: account.id }, skip: items.length === 0 });
  const bands = new Map((offer?.shopPlans ?? []).map((plan) => [plan.planId, plan.pricing]));
  const me = buying?.me;
  const defaults = me ? billingDefaults({ user: me, account: buying.account, territory: current.territory }) : {};

  return (
    <>
      <FailureMessage failure={failure} />
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }} id="basket-items">
          <Typography data-testid="basket-empty">{EMPTY_BASKET}</Typography>
        </Paper>
      ) : (
        <BasketItems
          items={items}
          quote={priced}
          pricing={pricing}
          minimums={minimums}
          unavailable={unavailable}
          names={names}
          bands={bands}
          accountName={account.name}
          typed={typed}
          onType={type}
          onChangeClicks={(planId, clicks) => basketStore.changeClicks(account.id, planId, clicks)}
          onRemove={(planId) => {
            basketStore.remove(account.id, planId);
            type(planId, null);
          }}
        />
      )}
      <CheckoutForm
        key={account.id}
        items={items}
        organisationId={current.organisation?.id ?? ''}
        accountId={account.id}
        defaults={defaults}
        savedCard={buying?.savedCard}
        mayPayWithSavedCard={me ? mayPayWithSavedCard(me.id, buying.payers) : true}
        wait={wait}
      />
    </>
  );
}

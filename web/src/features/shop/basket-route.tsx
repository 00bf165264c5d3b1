import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql/gql';
import { basketStore, useBasket } from '../../lib/basket/basket-store';
import { useCurrentAccount } from '../../lib/current-account';
import { withSearch } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { FormAlert } from '../../components/form-alert';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { BasketItems } from './basket-items';
import { billingDefaults } from './billing-defaults';
import { CheckoutForm, EMPTY_BASKET } from './checkout-form';
import { usePaymentReturn } from './payment-return';
import { basketTips } from './shop-tips';

export const BasketQuoteQuery = graphql(`
  query BasketQuote($items: [BasketItemInput!]!) {
    basketQuote(items: $items) {
      items {
        accountId
        planId
        plan
        service
        kind
        clicks
        price
      }
      total
      currency
    }
  }
`);

/** Who is buying and for which account, to fill the billing details in: they can change every one. */
export const BillingDefaultsQuery = graphql(`
  query BillingDefaults($accountId: ID!) {
    me {
      id
      name
      personalName
      companyName
      address1
      address2
      address3
      address4
      town
      county
      postcode
      country
    }
    savedCard: paymentDetails(accountId: $accountId) {
      brand
      lastFour
      expiryMonth
      expiryYear
    }
    account: groupStatus(groupId: $accountId) {
      id
      parentName
      address1
      address2
      address3
      address4
      town
      county
      postcode
      country
      parent {
        id
        address1
        address2
        address3
        address4
        town
        county
        postcode
        country
      }
    }
  }
`);

/** /shop/basket: the account's basket priced by the portal, and the checkout. */
export function Component() {
  const current = useCurrentAccount();
  const account = current.account;
  const { search } = useLocation();
  const items = useBasket(account?.id);
  const notice = usePaymentReturn();
  useHelpTips('basket', basketTips);
  const quote = useQuery(BasketQuoteQuery, {
    variables: { items: items.map((item) => ({ accountId: item.ccId, planId: item.planId, clicks: item.clicks })) },
    skip: items.length === 0,
  });
  // The account's own address is a help, not a need: checkout goes on without it if it cannot be read.
  const buyer = useQuery(BillingDefaultsQuery, { variables: { accountId: account?.id ?? '' }, skip: !account, errorPolicy: 'all' });
  const failure = useFailure('price the basket', { watch: quote.data ? undefined : quote.error });
  const me = buyer.data?.me;
  const defaults = me ? billingDefaults({ user: me, account: buyer.data?.account, territory: current.territory }) : {};

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
      {!account ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : (
        <>
          <FailureMessage failure={failure} />
          {items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }} id="basket-items">
              <Typography data-testid="basket-empty">{EMPTY_BASKET}</Typography>
            </Paper>
          ) : (
            <BasketItems
              items={items}
              quote={quote.data?.basketQuote ?? null}
              accountName={account.name}
              onChangeClicks={(planId, clicks) => basketStore.changeClicks(account.id, planId, clicks)}
              onRemove={(planId) => basketStore.remove(account.id, planId)}
            />
          )}
          <CheckoutForm
            key={account.id}
            items={items}
            organisationId={current.organisation?.id ?? ''}
            accountId={account.id}
            defaults={defaults}
            savedCard={buyer.data?.savedCard}
          />
        </>
      )}
    </Stack>
  );
}

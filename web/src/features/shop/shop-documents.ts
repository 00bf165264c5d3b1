import { graphql } from '../../gql/gql';

/**
 * What the account's shop offers: each plan's lowest price, for the shop's services, and its price
 * bands, for the basket's offer of a larger band that costs no more (basket-items.tsx).
 */
export const ShopOfferQuery = graphql(`
  query ShopOffer($accountId: ID!) {
    shopPlans(accountId: $accountId) {
      planId
      service
      price
      currency
      pricing {
        clicks
        price
      }
    }
  }
`);

import { graphql } from '../../gql/gql';

export const ShopOfferQuery = graphql(`
  query ShopOffer($accountId: ID!) {
    shopPlans(accountId: $accountId) {
      planId
      service
      price
      currency
    }
  }
`);

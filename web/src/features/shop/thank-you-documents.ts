import { graphql } from '../../gql/gql';

export const ShopOrderQuery = graphql(`
  query ShopOrder($orderId: ID!) {
    shopOrderConfirmation(orderId: $orderId) {
      available
      order {
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
  }
`);

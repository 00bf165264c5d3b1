import { graphql } from '../../gql/gql';

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
        minimumClicks
        price
      }
      unavailable {
        accountId
        planId
        clicks
        plan
        reason
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
    payers: paymentUsers(accountId: $accountId) {
      userId
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

import { graphql } from '../../gql/gql';

export const PaymentDetailsQuery = graphql(`
  query PaymentDetails($accountId: ID!) {
    paymentDetails(accountId: $accountId) {
      billingEmail
      lastFour
      brand
      expiryMonth
      expiryYear
    }
  }
`);

export const ReplacePaymentDetailsMutation = graphql(`
  mutation ReplacePaymentDetails($accountId: ID!, $backUrl: String!) {
    replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) {
      checkoutUrl
    }
  }
`);

export const RemovePaymentDetailsMutation = graphql(`
  mutation RemovePaymentDetails($accountId: ID!) {
    removePaymentDetails(accountId: $accountId)
  }
`);

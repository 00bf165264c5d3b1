import { graphql } from '../../gql/gql';

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!, $captchaToken: String!) {
    checkout(input: $input, captchaToken: $captchaToken) {
      orderId
      url
      quote {
        items {
          accountId
          planId
          plan
          clicks
          price
        }
        total
        currency
      }
    }
  }
`);

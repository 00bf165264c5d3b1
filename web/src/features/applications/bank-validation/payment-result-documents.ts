import { graphql } from '../../../gql/gql';

export const PaymentResult_validation = graphql(`
  fragment PaymentResult_validation on BankAccountValidation {
    sortCode
    accountNumber
    status
    reason
  }
`);

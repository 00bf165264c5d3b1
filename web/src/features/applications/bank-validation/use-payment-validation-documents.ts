import { graphql } from '../../../gql/gql';

export const BankAccountValidationQuery = graphql(`
  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {
    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {
      ...PaymentResult_validation
    }
  }
`);

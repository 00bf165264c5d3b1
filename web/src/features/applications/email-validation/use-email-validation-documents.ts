import { graphql } from '../../../gql/gql';

export const EmailValidationQuery = graphql(`
  query EmailValidation($accountId: ID!, $emails: [String!]!) {
    emailValidation(accountId: $accountId, emails: $emails) {
      ...EmailResultsTable_validation
    }
  }
`);

import { graphql } from '../../../gql/gql';

export const EmailResultsTable_validation = graphql(`
  fragment EmailResultsTable_validation on EmailValidation {
    email
    status
    reason
    suggestion
    failure {
      code
      message
    }
  }
`);

import { graphql } from '../../gql/gql';

export const ExportApiTokenMutation = graphql(`
  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {
    exportApiToken(userName: $userName, password: $password, accountId: $accountId)
  }
`);

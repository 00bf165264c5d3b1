import { graphql } from '../../gql/gql';

export const SessionUser_session = graphql(`
  fragment SessionUser_session on SessionUser {
    jwt
    id
    userName
    recycleDate
    roles
    territory
    validated
    accountId
  }
`);

export const ReauthenticateMutation = graphql(`
  mutation Reauthenticate($accountId: ID) {
    reauthenticate(accountId: $accountId) {
      ...SessionUser_session
    }
  }
`);

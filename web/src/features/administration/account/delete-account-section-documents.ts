import { graphql } from '../../../gql/gql';

export const CanDeleteAccountQuery = graphql(`
  query CanDeleteAccount($accountId: ID!) {
    canDeleteAccount(accountId: $accountId) {
      canDelete
      reason
    }
  }
`);

export const DeleteGroupMutation = graphql(`
  mutation DeleteGroup($groupId: ID!) {
    deleteGroup(groupId: $groupId)
  }
`);

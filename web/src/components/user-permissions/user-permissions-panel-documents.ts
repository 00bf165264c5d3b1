import { graphql } from '../../gql/gql';

export const UserPermissionsQuery = graphql(`
  query UserPermissions($userId: ID!) {
    user(id: $userId) {
      ...UserPermissionsEditor_user
    }
  }
`);

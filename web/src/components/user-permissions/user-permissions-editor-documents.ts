import { graphql } from '../../gql/gql';

export const UserPermissionsEditor_setting = graphql(`
  fragment UserPermissionsEditor_setting on UserPermission {
    permissionId
    userId
    name
    enabled
    permission {
      id
      refId
      description
      admin
      isNotification
    }
  }
`);

/** What the editor needs of a user: spread it into the query that loads the user. The catalogue nests one level. */
export const UserPermissionsEditor_user = graphql(`
  fragment UserPermissionsEditor_user on User {
    id
    permissions {
      ...UserPermissionsEditor_setting
      children {
        ...UserPermissionsEditor_setting
      }
    }
  }
`);

export const SetUserPermissionMutation = graphql(`
  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {
    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {
      ...UserPermissionsEditor_user
    }
  }
`);

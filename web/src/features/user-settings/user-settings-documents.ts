import { graphql } from '../../gql/gql';

export const UserSettingsQuery = graphql(`
  query UserSettings($id: ID!) {
    user(id: $id) {
      ...UserDetails_user
      ...UserPermissionsEditor_user
    }
  }
`);

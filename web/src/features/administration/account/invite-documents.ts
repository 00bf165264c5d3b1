import { graphql } from '../../../gql/gql';

export const InviteGroupQuery = graphql(`
  query InviteGroup($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        name
        type
      }
    }
  }
`);

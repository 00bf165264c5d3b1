import { graphql } from '../../../gql/gql';

export const AccountAdministrationQuery = graphql(`
  query AccountAdministration($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        ...GroupDetailsCard_group
      }
      invitations {
        ...InvitationsCard_invitation
      }
    }
  }
`);

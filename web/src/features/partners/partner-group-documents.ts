import { graphql } from '../../gql/gql';

// The partner as a group: its details, users and invitations, through the same group
// administration the account screens use (the partner's id is the group id).

export const PartnerGroupQuery = graphql(`
  query PartnerGroup($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        name
        type
        ...EditAccountForm_group
      }
      invitations {
        ...InvitationsCard_invitation
      }
    }
  }
`);

export const PartnerGroupUserQuery = graphql(`
  query PartnerGroupUser($groupId: ID!, $userId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        name
        type
      }
      user(userId: $userId) {
        ...EditGroupUser_user
      }
    }
  }
`);

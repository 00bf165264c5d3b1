import { graphql } from '../../gql/gql';

export const InviteGroupUserMutation = graphql(`
  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {
    inviteGroupUser(groupId: $groupId, input: $input) {
      ...InvitationsCard_invitation
    }
  }
`);

/** The group's waiting invitations, so the form can say when an address already has one (preloaded by the invite screens). */
export const InviteFormWaitingQuery = graphql(`
  query InviteFormWaiting($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      invitations {
        ...InvitationsCard_invitation
      }
    }
  }
`);

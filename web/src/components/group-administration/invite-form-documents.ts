import { graphql } from '../../gql/gql';

export const InviteGroupUserMutation = graphql(`
  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {
    inviteGroupUser(groupId: $groupId, input: $input) {
      ...InvitationsCard_invitation
    }
  }
`);

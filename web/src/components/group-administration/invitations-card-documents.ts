import { graphql } from '../../gql/gql';

export const InvitationsCard_invitation = graphql(`
  fragment InvitationsCard_invitation on GroupInvitation {
    id
    email
    accessLevel
    takeOwnership
    sentAt
    expires
  }
`);

export const WithdrawInvitationMutation = graphql(`
  mutation WithdrawInvitation($groupId: ID!, $email: String!) {
    withdrawInvitation(groupId: $groupId, email: $email)
  }
`);

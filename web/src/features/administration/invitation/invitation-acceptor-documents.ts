import { graphql } from '../../../gql/gql';

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      id
      name
      type
      isOwner
      isMember
    }
  }
`);

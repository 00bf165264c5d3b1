import { graphql } from '../../gql/gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($userName: String!) {
    requestPasswordReset(userName: $userName)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {
    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)
  }
`);

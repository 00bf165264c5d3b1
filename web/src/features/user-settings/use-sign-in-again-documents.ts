import { graphql } from '../../gql/gql';

export const SignInAgainMutation = graphql(`
  mutation SignInAgain($userName: String!, $password: String!, $captchaToken: String) {
    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {
      ...SessionUser_session
    }
  }
`);

import { graphql } from '../../gql/gql';

export const SignInMutation = graphql(`
  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {
    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {
      ...SessionUser_session
    }
  }
`);

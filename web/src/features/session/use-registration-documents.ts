import { graphql } from '../../gql/gql';

export const RegisterMutation = graphql(`
  mutation Register($input: RegistrationInput!, $captchaToken: String!) {
    register(input: $input, captchaToken: $captchaToken) {
      userId
    }
  }
`);

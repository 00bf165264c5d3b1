import { graphql } from '../../gql/gql';

export const ValidateUserMutation = graphql(`
  mutation ValidateUser($code: String!) {
    validateUser(code: $code) {
      ...SessionUser_session
    }
  }
`);

export const SendValidationCodeMutation = graphql(`
  mutation SendValidationCode {
    sendValidationCode
  }
`);

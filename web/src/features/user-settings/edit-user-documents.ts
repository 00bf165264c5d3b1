import { graphql } from '../../gql/gql';

export const EditUserQuery = graphql(`
  query EditUser($id: ID!) {
    user(id: $id) {
      ...EditUserForm_user
    }
  }
`);

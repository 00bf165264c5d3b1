import { graphql } from '../../gql/gql';

export const EditUserForm_user = graphql(`
  fragment EditUserForm_user on User {
    id
    email
    personalName
    companyName
    address1
    address2
    address3
    address4
    town
    county
    postcode
    country
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {
    updateUser(id: $id, input: $input) {
      ...UserDetails_user
    }
  }
`);

import { graphql } from '../../gql/gql';

export const CreateGroupMutation = graphql(`
  mutation CreateGroup($input: NewGroupInput!) {
    createGroup(input: $input) {
      id
      accountId
    }
  }
`);

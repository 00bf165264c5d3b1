import { graphql } from '../../gql/gql';

export const CreateBureauFileMutation = graphql(`
  mutation CreateBureauFile($accountId: ID!, $input: CreateBureauFileInput!) {
    createBureauFile(accountId: $accountId, input: $input) {
      id
      name
      status
    }
  }
`);

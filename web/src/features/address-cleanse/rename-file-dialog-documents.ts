import { graphql } from '../../gql/gql';

export const RenameBureauFileMutation = graphql(`
  mutation RenameBureauFile($accountId: ID!, $fileId: ID!, $name: String!) {
    renameBureauFile(accountId: $accountId, fileId: $fileId, name: $name) {
      id
      name
      updateTimestamp
    }
  }
`);

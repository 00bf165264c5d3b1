import { graphql } from '../../gql/gql';

export const BureauFilesQuery = graphql(`
  query BureauFiles($accountId: ID!) {
    bureauFiles(accountId: $accountId) {
      id
      name
      status
      size
      createTimestamp
      updateTimestamp
      upload {
        rowCount
      }
    }
  }
`);

export const DeleteBureauFileMutation = graphql(`
  mutation DeleteBureauFile($accountId: ID!, $fileId: ID!) {
    deleteBureauFile(accountId: $accountId, fileId: $fileId)
  }
`);

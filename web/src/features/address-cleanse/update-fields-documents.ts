import { graphql } from '../../gql/gql';

export const BureauFileMappingQuery = graphql(`
  query BureauFileMapping($accountId: ID!, $fileId: ID!) {
    bureauFile(accountId: $accountId, fileId: $fileId) {
      id
      name
      status
      upload {
        templateFileId
        inputFields {
          inputOrder
          name
          row1
          row2
          mappingType
          mappingOrder
        }
      }
    }
    addressCleanseOptions(accountId: $accountId) {
      mappingTypes
    }
    bureauFiles(accountId: $accountId) {
      id
      name
      status
      upload {
        inputFields {
          inputOrder
          mappingType
          mappingOrder
        }
      }
    }
  }
`);

export const UpdateBureauInputFieldsMutation = graphql(`
  mutation UpdateBureauInputFields($accountId: ID!, $fileId: ID!, $inputFields: [BureauInputFieldInput!]!, $templateFileId: ID) {
    updateBureauInputFields(accountId: $accountId, fileId: $fileId, inputFields: $inputFields, templateFileId: $templateFileId) {
      id
      status
      upload {
        templateFileId
        inputFields {
          inputOrder
          mappingType
          mappingOrder
        }
      }
    }
  }
`);

import { graphql } from '../../gql/gql';

export const BureauFilePropertiesQuery = graphql(`
  query BureauFileProperties($accountId: ID!, $fileId: ID!) {
    bureauFile(accountId: $accountId, fileId: $fileId) {
      id
      name
      status
      upload {
        inputFields {
          inputOrder
          name
        }
      }
      settings {
        mafId
        addressSettings {
          usePAF
          correctTown
          correctPostcode
          correctStreet
        }
        dedupeLevel
        dedupeAction
        dedupeSeparateFile
        suppressions {
          suppressionType
          action
        }
        outputGroups
        outputFields
      }
    }
    addressCleanseOptions(accountId: $accountId) {
      mafs {
        mafId
        mafName
      }
      dedupeLevels {
        id
        name
        description
      }
      suppressionTypes {
        id
        name
        description
      }
      suppressionActions {
        id
        name
      }
      outputGroups {
        id
        name
        description
      }
      outputFields {
        id
        name
      }
    }
  }
`);

export const SaveBureauFileSettingsMutation = graphql(`
  mutation SaveBureauFileSettings($accountId: ID!, $fileId: ID!, $settings: BureauFileSettingsInput!) {
    updateBureauFileSettings(accountId: $accountId, fileId: $fileId, settings: $settings) {
      id
      status
    }
  }
`);

export const CreateBureauTestResultsMutation = graphql(`
  mutation CreateBureauTestResults($accountId: ID!, $fileId: ID!) {
    createBureauTestResults(accountId: $accountId, fileId: $fileId) {
      id
      status
    }
  }
`);

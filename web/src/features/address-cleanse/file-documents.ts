import { graphql } from '../../gql/gql';

export const BureauFileResultsQuery = graphql(`
  query BureauFileResults($accountId: ID!, $fileId: ID!) {
    bureauFile(accountId: $accountId, fileId: $fileId) {
      id
      name
      status
      upload {
        rowCount
        testRowCount
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
      testResults {
        recordCount
        codingStats {
          ...BureauFileResults_stat
        }
        suppressionStats {
          ...BureauFileResults_stat
        }
        outputGroupStats {
          ...BureauFileResults_stat
        }
        matchLevelStats {
          ...BureauFileResults_stat
        }
        addressUpdateStats {
          ...BureauFileResults_stat
        }
        dedupeStats {
          ...BureauFileResults_stat
        }
        recordFates {
          ...BureauFileResults_fate
        }
        changeSample {
          ...BureauFileResults_change
        }
      }
      costs {
        currency
        lines {
          costTypeId
          description
          basePrice
          recordCount
          fileRecordCount
          minimumRecordCount
          pricePerRecord
          matchCount
          testMatchCount
          testRecordCount
          pricePerMatch
          charged
          total
        }
        total
        invoice {
          number
          url
          date
          purchaseOrder
        }
      }
      fullResults {
        inputRecordCount
        outputRecordCount
        codingStats {
          ...BureauFileResults_stat
        }
        addressUpdateStats {
          ...BureauFileResults_stat
        }
        dedupeStats {
          ...BureauFileResults_stat
        }
        suppressionRemovedStats {
          ...BureauFileResults_stat
        }
        suppressionFlaggedStats {
          ...BureauFileResults_stat
        }
        outputGroupStats {
          ...BureauFileResults_stat
        }
        matchLevelStats {
          ...BureauFileResults_stat
        }
        duplicatesRecordCount
        recordFates {
          ...BureauFileResults_fate
        }
        changeSample {
          ...BureauFileResults_change
        }
      }
      progress {
        status
        processedRecords
        totalRecords
        percent
      }
      downloadUrl
      duplicatesDownloadUrl
    }
  }
`);

export const BureauFileResults_stat = graphql(`
  fragment BureauFileResults_stat on BureauStat {
    description
    count
  }
`);

export const BureauFileResults_fate = graphql(`
  fragment BureauFileResults_fate on BureauRecordFateCount {
    fate
    file
    count
  }
`);

export const BureauFileResults_change = graphql(`
  fragment BureauFileResults_change on BureauChange {
    row
    reference
    change
    given
    cleansed
  }
`);

export const DiscardBureauResultsMutation = graphql(`
  mutation DiscardBureauResults($accountId: ID!, $fileId: ID!) {
    discardBureauResults(accountId: $accountId, fileId: $fileId) {
      id
      status
    }
  }
`);

/** A finished file's download links, read again as a download button is pressed: each link's ticket works for 5 minutes (docs/address-cleanse.md, "Download tickets"). */
export const BureauFileDownloadLinksQuery = graphql(`
  query BureauFileDownloadLinks($accountId: ID!, $fileId: ID!) {
    bureauFile(accountId: $accountId, fileId: $fileId) {
      id
      downloadUrl
      duplicatesDownloadUrl
    }
  }
`);

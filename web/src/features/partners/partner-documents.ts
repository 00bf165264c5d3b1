import { graphql } from '../../gql/gql';

export const PartnerAccountsQuery = graphql(`
  query PartnerAccounts($partnerId: ID!) {
    partnerAccounts(partnerId: $partnerId) {
      organisationId
      organisationName
      accountId
      accountName
      planName
      datasetType
      clickLimit
      remainingClicks
      startDate
      endDate
      estimatedExpiryDate
      runsOutBeforeEnd
    }
  }
`);

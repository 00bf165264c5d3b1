import { graphql } from '../../../gql/gql';

export const AddressCleanseAdministrationQuery = graphql(`
  query AddressCleanseAdministration($accountId: ID!) {
    addressCleanseAdministration(accountId: $accountId) {
      canChangePrices
      costs {
        costId
        costTypeId
        costTypeName
        basePrice
        pricePerMatch
        pricePerRecord
        realPricePerMatch
        realPricePerRecord
        territory
        minRecCount
        startDate
        endDate
      }
      mafs {
        mafId
        mafName
        mafCountryCode
      }
      costTypes {
        costTypeId
        name
      }
      royaltyCharges {
        mafId
        mafName
        territory
        pricePerMatch
      }
      jobCharges {
        jobId
        accId
        mafId
        totalCharges
        totalRealCharges
        totalCount
        date
        isPostPay
        transactions {
          costTypeId
          description
          count
          charge
        }
      }
    }
  }
`);

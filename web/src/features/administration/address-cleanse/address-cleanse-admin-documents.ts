import { graphql } from '../../../gql/gql';

// The provider's own figures (real prices, real charges) are asked for only by admin and super: the
// gateway refuses them to anyone else (docs/routes-and-access.md).
export const AddressCleanseAdministrationQuery = graphql(`
  query AddressCleanseAdministration($accountId: ID!, $staff: Boolean!) {
    addressCleanseAdministration(accountId: $accountId) {
      canChangePrices
      costs {
        costId
        costTypeId
        costTypeName
        basePrice
        pricePerMatch
        pricePerRecord
        realPricePerMatch @include(if: $staff)
        realPricePerRecord @include(if: $staff)
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
        totalRealCharges @include(if: $staff)
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

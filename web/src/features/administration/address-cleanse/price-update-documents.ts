import { graphql } from '../../../gql/gql';

export const AdminCostQuery = graphql(`
  query AdminCost($costId: ID!) {
    adminCost(costId: $costId) {
      costId
      costTypeName
      territory
      basePrice
      pricePerMatch
      pricePerRecord
      realPricePerMatch
      realPricePerRecord
      minRecCount
      startDate
      endDate
    }
  }
`);

export const UpdateAdminCostMutation = graphql(`
  mutation UpdateAdminCost($costId: ID!, $input: AdminCostInput!) {
    updateAdminCost(costId: $costId, input: $input) {
      costId
      basePrice
      pricePerMatch
      pricePerRecord
      realPricePerMatch
      realPricePerRecord
      minRecCount
      startDate
      endDate
    }
  }
`);

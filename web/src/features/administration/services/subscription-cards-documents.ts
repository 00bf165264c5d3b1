import { graphql } from '../../../gql/gql';

export const ServiceSubscriptions_plan = graphql(`
  fragment ServiceSubscriptions_plan on AccountPlan {
    service
    plan
    planId
    datasetRef
    endDate
    estimatedExpiryDate
    remainClicks
    clickLimit
    averageClicks
    clickConsumptionChange
    status
    trial
    deprecated
    deprecatedByPlan
    currency
    bundles {
      bundleId
      plan
      clicks
      price
      purchaseDate
      startDate
      endDate
    }
  }
`);

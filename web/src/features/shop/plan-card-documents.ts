import { graphql } from '../../gql/gql';

export const ShopPlanCard_plan = graphql(`
  fragment ShopPlanCard_plan on ShopPlan {
    planId
    plan
    description
    kind
    datasetId
    dataset
    duration
    clicks
    minimumClicks
    maximumClicks
    currency
    pricing {
      clicks
      price
    }
    filters {
      description
      category
      displayOrder
    }
    comparisons {
      description
      displayOrder
    }
    held {
      endDate
      status
      remainClicks
      trial
    }
    unavailableReason
  }
`);

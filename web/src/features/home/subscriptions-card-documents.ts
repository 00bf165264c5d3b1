import { graphql } from '../../gql/gql';

export const SubscriptionsCard_plan = graphql(`
  fragment SubscriptionsCard_plan on AccountPlan {
    planId
    service
    plan
    status
    trial
    endDate
    remainClicks
    clickLimit
    currency
    subscription {
      clicks
      price
      estimatedRenewalDate
    }
  }
`);

export const AccountPlansQuery = graphql(`
  query AccountPlans($accountId: ID!) {
    accountPlans(accountId: $accountId) {
      ...SubscriptionsCard_plan
    }
  }
`);

import { graphql } from '../../gql/gql';

export const ShopPlansQuery = graphql(`
  query ShopPlans($accountId: ID!, $service: PlanService) {
    shopPlans(accountId: $accountId, service: $service) {
      planId
      kind
      ...ShopPlanCard_plan
    }
  }
`);

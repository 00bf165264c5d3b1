import { graphql } from '../../gql/gql';

export const AutomaticRenewalsQuery = graphql(`
  query AutomaticRenewals($accountId: ID!) {
    automaticRenewals(accountId: $accountId) {
      planId
      plan
      service
      on
      clicks
      price
      currency
      endDate
      estimatedRenewalDate
      topUpPercent
      topUpExpectedDate
    }
  }
`);

export const SetAutomaticRenewalMutation = graphql(`
  mutation SetAutomaticRenewal($accountId: ID!, $planId: ID!, $clicks: Int!, $topUpPercent: Int) {
    setAutomaticRenewal(accountId: $accountId, planId: $planId, clicks: $clicks, topUpPercent: $topUpPercent) {
      planId
      on
    }
  }
`);

export const StopAutomaticRenewalMutation = graphql(`
  mutation StopAutomaticRenewal($accountId: ID!, $planId: ID!) {
    stopAutomaticRenewal(accountId: $accountId, planId: $planId) {
      planId
      on
    }
  }
`);

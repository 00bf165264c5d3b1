import { graphql } from '../../../gql/gql';

export const BundleAccountQuery = graphql(`
  query BundleAccount($accountId: ID!) {
    accountPlans(accountId: $accountId) {
      ...ServiceSubscriptions_plan
    }
  }
`);

export const DeleteBundleMutation = graphql(`
  mutation DeleteBundle($bundleId: ID!) {
    deleteBundle(bundleId: $bundleId)
  }
`);

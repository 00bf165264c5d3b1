import { graphql } from '../../../gql/gql';

export const UpdateBundleMutation = graphql(`
  mutation UpdateBundle($bundleId: ID!, $input: BundleChangesInput!) {
    updateBundle(bundleId: $bundleId, input: $input) {
      bundle {
        bundleId
        clicks
        price
        startDate
        endDate
      }
    }
  }
`);

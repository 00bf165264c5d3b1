import { graphql } from '../../../gql/gql';

export const CreateBundleMutation = graphql(`
  mutation CreateBundle($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {
    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {
      accountId
      bundle {
        bundleId
      }
    }
  }
`);

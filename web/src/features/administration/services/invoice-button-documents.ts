import { graphql } from '../../../gql/gql';

export const BundleInvoiceQuery = graphql(`
  query BundleInvoice($bundleId: ID!, $backUrl: String!) {
    bundleInvoice(bundleId: $bundleId, backUrl: $backUrl)
  }
`);

import { graphql } from '../../../gql/gql';

export const AddressDatasetsQuery = graphql(`
  query AddressDatasets($accountId: ID!) {
    addressDatasets(accountId: $accountId) {
      ref
      name
      international
    }
  }
`);

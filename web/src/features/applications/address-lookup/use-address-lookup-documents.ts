import { graphql } from '../../../gql/gql';

export const AddressCountriesQuery = graphql(`
  query AddressCountries {
    addressCountries {
      code
      name
    }
  }
`);

export const AddressQuery = graphql(`
  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {
    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {
      address {
        ...AddressResult_address
      }
      failure {
        code
        message
      }
    }
  }
`);

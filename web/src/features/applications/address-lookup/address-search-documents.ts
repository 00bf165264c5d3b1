import { graphql } from '../../../gql/gql';

export const AddressSuggestionsQuery = graphql(`
  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {
    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {
      text
      suggestions {
        id
        text
      }
      failure {
        code
        message
      }
    }
  }
`);

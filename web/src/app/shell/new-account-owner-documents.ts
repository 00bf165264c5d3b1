import { graphql } from '../../gql/gql';

export const NewAccountOwnerSearchQuery = graphql(`
  query NewAccountOwnerSearch($filter: String!) {
    search(filter: $filter) {
      filter
      users(limit: 5) {
        items {
          id
          name
          personalName
        }
      }
      groups(limit: 5) {
        items {
          id
          name
          type
          parentName
        }
      }
    }
  }
`);

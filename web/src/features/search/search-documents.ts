import { graphql } from '../../gql/gql';

// One query per kind of result, so that paging through users leaves the groups on the screen as
// they are. The gateway asks the service once for all three and cuts each page from its answer.

export const SearchTokensQuery = graphql(`
  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {
    search(filter: $filter) {
      tokens(offset: $offset, limit: $limit) {
        total
        items {
          id
          accountId
          accountName
          tag
          locked
          userName
        }
      }
    }
  }
`);

// A group's parents up to its partner (an account is at most two below one): the partner's kind
// decides where a result leads, as a referrer's groups have no administration.
export const SearchGroupsQuery = graphql(`
  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {
    search(filter: $filter) {
      groups(offset: $offset, limit: $limit) {
        total
        items {
          id
          name
          type
          subtype
          parentName
          territory
          parent {
            id
            type
            subtype
            parent {
              id
              type
              subtype
            }
          }
        }
      }
    }
  }
`);

export const SearchUsersQuery = graphql(`
  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {
    search(filter: $filter) {
      users(offset: $offset, limit: $limit) {
        total
        items {
          id
          name
          personalName
          companyName
          locked
        }
      }
    }
  }
`);

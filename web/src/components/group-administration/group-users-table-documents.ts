import { graphql } from '../../gql/gql';

export const GroupUsersTable_user = graphql(`
  fragment GroupUsersTable_user on GroupUser {
    id
    userId
    email
    personalName
    accessLevel
    inherited
    heldInGroupName
    locked
    activity
  }
`);

export const GroupUsersPageQuery = graphql(`
  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {
    groupAdministration(groupId: $groupId) {
      id
      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {
        totalCount
        offset
        limit
        users {
          ...GroupUsersTable_user
        }
      }
    }
  }
`);

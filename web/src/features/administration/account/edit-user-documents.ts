import { graphql } from '../../../gql/gql';

export const EditGroupUserQuery = graphql(`
  query EditGroupUser($groupId: ID!, $userId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        name
        type
      }
      user(userId: $userId) {
        ...EditGroupUser_user
      }
    }
  }
`);

import { graphql } from '../../gql/gql';

export const SetGroupUserLockedMutation = graphql(`
  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {
    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {
      ...EditGroupUser_user
    }
  }
`);

export const RemoveGroupUserMutation = graphql(`
  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {
    removeGroupUser(groupId: $groupId, userId: $userId)
  }
`);

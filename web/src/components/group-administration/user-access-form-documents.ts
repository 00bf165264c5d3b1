import { graphql } from '../../gql/gql';

export const SetGroupUserAccessLevelMutation = graphql(`
  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {
    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {
      ...EditGroupUser_user
    }
  }
`);

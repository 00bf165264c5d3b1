import { graphql } from '../../gql/gql';

export const EditGroupUser_user = graphql(`
  fragment EditGroupUser_user on GroupUser {
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

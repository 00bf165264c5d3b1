import { graphql } from '../../gql/gql';

export const EditAccountForm_group = graphql(`
  fragment EditAccountForm_group on Group {
    id
    name
    type
    territory
    address1
    address2
    address3
    address4
    town
    county
    postcode
    country
  }
`);

// The answer carries the name under the group's id, so Apollo's cache renames the group wherever
// it is shown, the account bar and Change Account included, as soon as it arrives.
export const UpdateGroupMutation = graphql(`
  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {
    updateGroup(groupId: $groupId, input: $input) {
      id
      ...EditAccountForm_group
      ...GroupDetailsCard_group
    }
  }
`);

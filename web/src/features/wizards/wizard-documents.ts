import { graphql } from '../../gql/gql';

// The calls both wizards make. Named for the wizards so their operation names stay unique.

export const WizardCreateGroupMutation = graphql(`
  mutation WizardCreateGroup($input: NewGroupInput!) {
    createGroup(input: $input) {
      id
      accountId
    }
  }
`);

export const WizardUpdateGroupMutation = graphql(`
  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {
    updateGroup(groupId: $groupId, input: $input) {
      id
      name
      address1
      address2
      town
      county
      postcode
      country
    }
  }
`);

export const WizardDeleteGroupMutation = graphql(`
  mutation WizardDeleteGroup($groupId: ID!) {
    deleteGroup(groupId: $groupId)
  }
`);

export const WizardOwnerSearchQuery = graphql(`
  query WizardOwnerSearch($filter: String!) {
    search(filter: $filter) {
      filter
      users(limit: 10) {
        total
        items {
          id
          name
          personalName
          companyName
          territory
        }
      }
    }
  }
`);

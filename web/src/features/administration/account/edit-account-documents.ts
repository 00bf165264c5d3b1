import { graphql } from '../../../gql/gql';

export const EditAccountQuery = graphql(`
  query EditAccount($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        ...EditAccountForm_group
      }
    }
  }
`);

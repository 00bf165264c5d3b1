import { graphql } from '../../gql/gql';

export const WelcomeWizardQuery = graphql(`
  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {
    organisation: groupAdministration(groupId: $organisationId) {
      id
      group {
        id
        name
        address1
        address2
        town
        county
        postcode
        country
      }
      users(limit: 1) {
        totalCount
      }
      invitations {
        id
        email
        accessLevel
      }
    }
    account: groupAdministration(groupId: $accountId) {
      id
      group {
        id
        name
      }
    }
    accountPlans(accountId: $accountId) {
      service
      plan
      planId
    }
  }
`);

export const WelcomeInviteMutation = graphql(`
  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {
    inviteGroupUser(groupId: $groupId, input: $input) {
      id
      email
      accessLevel
    }
  }
`);

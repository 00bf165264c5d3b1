import { graphql } from '../../gql/gql';

// Colleagues are invited to the account, as Administration → Account administers it
// (administration/account/administered-group.ts), so that they can be managed there afterwards.

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
    }
    account: groupAdministration(groupId: $accountId) {
      id
      group {
        id
        name
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

import { graphql } from '../../../gql/gql';

// The group status panel's documents. Every mutation answers the group as it now is, with the
// same fields, so the client's cache (and with it the panel and the frame) shows the change at once.

export const GroupStatus_group = graphql(`
  fragment GroupStatus_group on Group {
    id
    name
    type
    subtype
    isOwner
    charity {
      number
      status
      isPostalOperatorDiscount
      isOSDiscount
    }
  }
`);

export const GroupStatusQuery = graphql(`
  query GroupStatus($groupId: ID!) {
    groupStatus(groupId: $groupId) {
      ...GroupStatus_group
      parent {
        ...GroupStatus_group
        parent {
          id
          name
          type
        }
      }
    }
  }
`);

export const EnableCorporateMutation = graphql(`
  mutation EnableCorporate($groupId: ID!) {
    enableCorporate(groupId: $groupId) {
      ...GroupStatus_group
    }
  }
`);

export const DisableCorporateMutation = graphql(`
  mutation DisableCorporate($groupId: ID!) {
    disableCorporate(groupId: $groupId) {
      ...GroupStatus_group
    }
  }
`);

export const UpdateCharityMutation = graphql(`
  mutation UpdateCharity($groupId: ID!, $input: CharityInput!) {
    updateCharity(groupId: $groupId, input: $input) {
      ...GroupStatus_group
    }
  }
`);

export const ConfirmCharityMutation = graphql(`
  mutation ConfirmCharity($groupId: ID!, $input: CharityInput!, $isValid: Boolean!) {
    confirmCharity(groupId: $groupId, input: $input, isValid: $isValid) {
      ...GroupStatus_group
    }
  }
`);

export const RemoveCharityMutation = graphql(`
  mutation RemoveCharity($groupId: ID!) {
    removeCharity(groupId: $groupId) {
      ...GroupStatus_group
    }
  }
`);

export const MigrateToPartnerMutation = graphql(`
  mutation MigrateToPartner($groupId: ID!, $partnerType: PartnerType!) {
    migrateOrganisationToPartner(groupId: $groupId, partnerType: $partnerType) {
      ...GroupStatus_group
      parentId
      parent {
        id
        name
        type
      }
    }
  }
`);

export const RemoveFromPartnerMutation = graphql(`
  mutation RemoveFromPartner($groupId: ID!) {
    removeFromPartner(groupId: $groupId) {
      ...GroupStatus_group
      parentId
      parent {
        id
        name
        type
      }
    }
  }
`);

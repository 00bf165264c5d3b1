import { graphql } from '../../../gql/gql';

export const ServiceSwitches_access = graphql(`
  fragment ServiceSwitches_access on GroupServiceAccess {
    groupId
    users {
      userId
      name
      personalName
      services {
        serviceId
        name
        enabled
      }
    }
    tokens {
      tokenId
      tag
      locked
      services {
        serviceId
        name
        enabled
      }
    }
  }
`);

export const SetServiceAccessMutation = graphql(`
  mutation SetServiceAccess($groupId: ID!, $userId: ID!, $serviceId: ID!, $tokenId: ID, $enabled: Boolean!) {
    setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, tokenId: $tokenId, enabled: $enabled) {
      serviceId
      name
      enabled
    }
  }
`);

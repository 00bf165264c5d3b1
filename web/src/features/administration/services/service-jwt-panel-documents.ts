import { graphql } from '../../../gql/gql';

export const ServiceJwtPanel_service = graphql(`
  fragment ServiceJwtPanel_service on ProviderService {
    serviceId
    name
    description
    offersJwt
  }
`);

export const ServiceJwtQuery = graphql(`
  query ServiceJwt($serviceId: ID!, $groupId: ID!) {
    serviceJwt(serviceId: $serviceId, groupId: $groupId) {
      serviceId
      jwt
      expiry
    }
  }
`);

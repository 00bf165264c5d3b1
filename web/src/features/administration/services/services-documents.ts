import { graphql } from '../../../gql/gql';

export const ServicesAdministrationQuery = graphql(`
  query ServicesAdministration($accountId: ID!) {
    accountPlans(accountId: $accountId) {
      ...ServiceSubscriptions_plan
    }
    groupServiceAccess(groupId: $accountId) {
      ...ServiceSwitches_access
    }
    providerServices {
      ...ServiceJwtPanel_service
    }
  }
`);

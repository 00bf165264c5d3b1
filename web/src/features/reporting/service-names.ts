import type { PlanService } from '../../gql/graphql';

/** The services in the product's words. */
export const serviceNames: Record<PlanService, string> = {
  address: 'Address lookup',
  bankcode: 'Payment validation',
  email: 'Email validation',
  name: 'Name validation',
};

/** A subscription as a chart line or column is named: its plan, which names the service too. */
export const subscriptionName = (subscription: { plan: string }) => subscription.plan;

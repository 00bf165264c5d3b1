import type { PlanService } from '../../../gql/graphql';

/** The services as the portal's menus name them. */
export const planServiceNames: Record<PlanService, string> = {
  address: 'Address Lookup',
  bankcode: 'Payment Validation',
  email: 'Email Validation',
  name: 'Name Validation',
};

export { formatClicks, formatDay } from '../../../lib/display-format';

/** A change in use, signed: +12.5%, -3%, 0%. */
export const formatChange = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

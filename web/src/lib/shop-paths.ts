import type { PlanService } from '../gql/graphql';

/** The shop's page of each service (the route table's /shop/...), where its plans are bought. */
export const shopPaths = {
  address: '/shop/addresslookup',
  bankcode: '/shop/paymentValidation',
  email: '/shop/emailValidation',
  name: '/shop/nameValidation',
} as const satisfies Record<PlanService, string>;

export type ShopPath = (typeof shopPaths)[PlanService];

/**
 * Whether a service's refusal means the account has nothing to use it with: no subscription to the
 * service, or a free trial whose clicks are all used. Read from the words, which every service's
 * refusal carries (the gateway's code for all of them is NO_SUBSCRIPTION; docs/first-run.md).
 */
export function needsSubscription(message: string | null | undefined): boolean {
  return !!message && /has no [a-z -]+ subscription|trial has used all its clicks/i.test(message);
}

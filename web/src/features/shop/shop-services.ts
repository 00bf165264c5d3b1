import type { PlanService } from '../../gql/graphql';
import { shopPaths, type ShopPath } from '../../lib/shop-paths';
import type { Territory } from '../../lib/territory';

/** A service the shop sells, with its page (docs/routes-and-access.md). */
export interface ShopService {
  service: PlanService;
  title: string;
  path: ShopPath;
  summary: string;
  /** Only these territories offer it: payment (bank account) validation is uk only. */
  territories: readonly Territory[];
}

export const shopServices: readonly ShopService[] = [
  {
    service: 'address',
    title: 'Address Lookup',
    path: shopPaths.address,
    summary: 'Find and complete postal addresses as people type, with click bundles to top a plan up.',
    territories: ['uk', 'australia'],
  },
  {
    service: 'bankcode',
    title: 'Payment Validation',
    path: shopPaths.bankcode,
    summary: 'Check sort codes and account numbers before you collect a payment.',
    territories: ['uk'],
  },
  {
    service: 'email',
    title: 'Email Validation',
    path: shopPaths.email,
    summary: 'Check e-mail addresses for syntax, domain and mailbox before you send.',
    territories: ['uk', 'australia'],
  },
  {
    service: 'name',
    title: 'Name Validation',
    path: shopPaths.name,
    summary: 'Check that the names people give you are plausible first and last names.',
    territories: ['uk', 'australia'],
  },
];

export function servicesOffered(territory: Territory): ShopService[] {
  return shopServices.filter((service) => service.territories.includes(territory));
}

export function shopService(service: PlanService): ShopService {
  const found = shopServices.find((candidate) => candidate.service === service);
  if (!found) throw new Error(`The shop sells no ${service} service`);
  return found;
}

/**
 * How long a plan lasts, in words. A bundle has no duration of its own: its clicks are usable until
 * the plan they top up ends, as Administration → Services and the shop guide say.
 */
export function describeDuration(kind: 'plan' | 'bundle', days: number): string {
  if (kind === 'bundle') return 'Clicks last until used or until the plan ends';
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return `${days} days`;
}

export { formatClicks, formatDay } from '../../lib/display-format';

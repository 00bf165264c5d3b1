import type { Territory } from '../../lib/territory';
import type { BillingDetails } from './billing-details';

/** A postal address as a group or a user holds it: any line may be missing. */
export interface HeldAddress {
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  address4?: string | null;
  town?: string | null;
  county?: string | null;
  postcode?: string | null;
  country?: string | null;
}

/** Who is buying, for which account, as the portal knows them. */
export interface Buyer {
  user: HeldAddress & { name: string; personalName?: string | null; companyName?: string | null };
  /** The account the basket is for, with its organisation when the buyer may see it. */
  account?: (HeldAddress & { parentName?: string | null; parent?: HeldAddress | null }) | null;
  territory: Territory;
}

const countries: Record<Territory, string> = { uk: 'United Kingdom', australia: 'Australia' };

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** An address good enough to bill to: a first line, a town and a postcode. */
const complete = (address: HeldAddress | null | undefined): address is HeldAddress =>
  !!address && !!text(address.address1) && !!text(address.town) && !!text(address.postcode);

/**
 * The billing details checkout starts from. The address is the account's own, else its
 * organisation's, else the buyer's, taken whole from one of them (lines of two addresses are never
 * mixed); none complete leaves the address to be typed. The company is the buyer's, else the
 * organisation's name. Every field stays the person's to change.
 */
export function billingDefaults({ user, account, territory }: Buyer): Partial<BillingDetails> {
  const address = [account, account?.parent, user].find(complete);
  const details: Partial<BillingDetails> = {
    company: text(user.companyName) || text(account?.parentName),
    name: text(user.personalName),
    email: text(user.name),
    country: (address && text(address.country)) || countries[territory],
  };
  if (!address) return details;
  return {
    ...details,
    address1: text(address.address1),
    address2: text(address.address2),
    address3: text(address.address3),
    address4: text(address.address4),
    town: text(address.town),
    county: text(address.county),
    postcode: text(address.postcode),
  };
}

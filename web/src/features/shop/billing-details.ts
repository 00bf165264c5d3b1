import { MAX_BILLING_LINE, MAX_BILLING_PLACE, MAX_BILLING_POSTCODE } from '@portal/gateway/input-bounds';
import { z } from 'zod';
import type { BillingDetailsInput } from '../../gql/graphql';
import { emailAddress } from '../../lib/email-rule';
import { freeText, isBlankText, requiredText } from '../../lib/free-text';

// Who pays and where the receipt goes, as checkout asks for them.

/**
 * The most characters the account manager's checkout takes in each billing detail, as the gateway
 * refuses longer ones (`@portal/gateway/input-bounds`): refused here, under the field, before
 * sending. Counted as a person counts them (zod's `.max` counts code points, as the gateway's
 * `characterCount` does; lib/free-text.ts).
 */
export const BILLING_MOST = {
  company: MAX_BILLING_LINE,
  name: MAX_BILLING_LINE,
  email: MAX_BILLING_LINE,
  address1: MAX_BILLING_LINE,
  address2: MAX_BILLING_LINE,
  address3: MAX_BILLING_LINE,
  address4: MAX_BILLING_LINE,
  town: MAX_BILLING_PLACE,
  county: MAX_BILLING_PLACE,
  postcode: MAX_BILLING_POSTCODE,
  country: MAX_BILLING_PLACE,
} as const;

const tooLong = (most: number) => `At most ${most} characters`;
const required = (what: string, most: number) => requiredText(`Enter the ${what}`).max(most, tooLong(most));
const optional = (most: number) => freeText().max(most, tooLong(most));

export const billingSchema = z.object({
  company: required('company', BILLING_MOST.company),
  name: required('name', BILLING_MOST.name),
  email: emailAddress('Enter a valid e-mail address').max(BILLING_MOST.email, tooLong(BILLING_MOST.email)),
  address1: required('first line of the address', BILLING_MOST.address1),
  address2: optional(BILLING_MOST.address2),
  address3: optional(BILLING_MOST.address3),
  address4: optional(BILLING_MOST.address4),
  town: required('town', BILLING_MOST.town),
  county: optional(BILLING_MOST.county),
  postcode: required('postcode', BILLING_MOST.postcode),
  country: required('country', BILLING_MOST.country),
});

export type BillingDetails = z.infer<typeof billingSchema>;

/** The billing details as the gateway takes them: lines left empty, or with nothing visible, are not sent. */
export function billingInput(values: BillingDetails): BillingDetailsInput {
  const orNull = (text: string) => (isBlankText(text) ? null : text.trim());
  return {
    company: values.company.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    address1: values.address1.trim(),
    address2: orNull(values.address2),
    address3: orNull(values.address3),
    address4: orNull(values.address4),
    town: values.town.trim(),
    county: orNull(values.county),
    postcode: values.postcode.trim(),
    country: values.country.trim(),
  };
}

export const blankBilling: BillingDetails = {
  company: '',
  name: '',
  email: '',
  address1: '',
  address2: '',
  address3: '',
  address4: '',
  town: '',
  county: '',
  postcode: '',
  country: '',
};

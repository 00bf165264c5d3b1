import { z } from 'zod';
import type { BillingDetailsInput } from '../../gql/graphql';
import { freeText, isBlankText, requiredText } from '../../lib/free-text';

// Who pays and where the receipt goes, as checkout asks for them.

const required = (what: string) => requiredText(`Enter the ${what}`);
const optional = freeText();

export const billingSchema = z.object({
  company: required('company'),
  name: required('name'),
  email: z.string().trim().email('Enter a valid e-mail address'),
  address1: required('first line of the address'),
  address2: optional,
  address3: optional,
  address4: optional,
  town: required('town'),
  county: optional,
  postcode: required('postcode'),
  country: required('country'),
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

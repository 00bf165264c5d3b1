import { z } from 'zod';
import type { PayBureauFileInput } from '../../gql/graphql';
import { freeText, isBlankText, requiredText } from '../../lib/free-text';

/** Who the invoice for a file's full run is made out to, as the pay form holds it. */
export const invoiceDetailsSchema = z.object({
  name: requiredText('Enter the name the invoice is for.'),
  email: z.string().trim().pipe(z.email('Enter an e-mail address such as name@example.com.')),
  companyName: requiredText('Enter the company name.'),
  address1: requiredText('Enter the first line of the address.'),
  address2: freeText(),
  address3: freeText(),
  town: requiredText('Enter the town.'),
  postcode: requiredText('Enter the postcode.'),
  country: requiredText('Enter the country.'),
  /** The customer's own reference for the purchase, printed on the invoice; optional. */
  purchaseOrder: freeText().max(50, 'A purchase order reference is at most 50 characters.'),
});

export type InvoiceDetails = z.input<typeof invoiceDetailsSchema>;

/**
 * What payBureauFile takes: the address as lines, blank ones left out, and the invoice page's way
 * back to this file's page both before (back) and after (paid) paying.
 */
export function payInput(details: z.output<typeof invoiceDetailsSchema>, pageUrl: string): PayBureauFileInput {
  const { name, email, companyName, address1, address2, address3, town, postcode, country, purchaseOrder } = details;
  return {
    name,
    email,
    companyName,
    companyAddress: [address1, address2, address3, town, postcode].filter((line) => !isBlankText(line)),
    country,
    backUrl: pageUrl,
    paidUrl: pageUrl,
    ...(isBlankText(purchaseOrder) ? {} : { purchaseOrder }),
  };
}

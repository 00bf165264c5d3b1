import { isInvoiceEmail, MAX_INVOICE_DETAIL, MAX_PURCHASE_ORDER } from '@portal/gateway/invoice-rule';
import { z } from 'zod';
import type { PayBureauFileInput } from '../../gql/graphql';
import { freeText, isBlankText, requiredText } from '../../lib/free-text';

// The invoice's rule is the gateway's (`@portal/gateway/invoice-rule`), which checks payBureauFile
// by it too: what this form lets through, the gateway takes.
const TOO_LONG = `At most ${MAX_INVOICE_DETAIL} characters`;
const detail = (blankMessage: string) => requiredText(blankMessage).max(MAX_INVOICE_DETAIL, TOO_LONG);
const line = () => freeText().max(MAX_INVOICE_DETAIL, TOO_LONG);

/** Who the invoice for a file's full run is made out to, as the pay form holds it. */
export const invoiceDetailsSchema = z.object({
  name: detail('Enter the name the invoice is for.'),
  email: z.string().trim().refine(isInvoiceEmail, 'Enter an e-mail address such as name@example.com.'),
  companyName: detail('Enter the company name.'),
  address1: detail('Enter the first line of the address.'),
  address2: line(),
  address3: line(),
  town: detail('Enter the town.'),
  postcode: detail('Enter the postcode.'),
  country: detail('Enter the country.'),
  /** The customer's own reference for the purchase, printed on the invoice; optional. */
  purchaseOrder: freeText().max(MAX_PURCHASE_ORDER, `A purchase order reference is at most ${MAX_PURCHASE_ORDER} characters.`),
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

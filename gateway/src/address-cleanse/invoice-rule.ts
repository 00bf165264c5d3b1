import { z } from 'zod';

// Who an address cleanse invoice is made out to (PayBureauFileInput), held to one rule by the
// gateway and by the pay form, which imports this module (`@portal/gateway/invoice-rule`, read by
// web/src/features/address-cleanse/invoice-details.ts) rather than keep a copy: a detail the form
// lets through is one the gateway takes, and a program paying by invoice is held to what the form
// holds a person to. Free text besides follows the gateway's text rule (../text-rule.ts): nothing
// visible is blank, a control character is refused. No imports but zod, which the web has too.

/** The longest name, company name, country or address line the bureau keeps on an invoice. */
export const MAX_INVOICE_DETAIL = 200;

/** The longest purchase-order reference the bureau prints on an invoice. */
export const MAX_PURCHASE_ORDER = 50;

/** The most lines of the company's address an invoice prints. */
export const MAX_ADDRESS_LINES = 6;

/**
 * Whether a text (trimmed) is an e-mail address an invoice can be sent to: the form's rule, zod's
 * pattern for an address (a domain with a dot and a top-level domain of letters), which the bureau's
 * own looser check never refuses.
 */
export const isInvoiceEmail = (text: string): boolean => z.regexes.email.test(text);

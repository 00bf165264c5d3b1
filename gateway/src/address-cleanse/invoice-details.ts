import type { PayBureauFileInput } from '../generated/resolvers';
import { checkedText, refuseControlCharacters } from '../input-checks';
import { requestError } from '../upstream/failures';
import { isInvoiceEmail, MAX_ADDRESS_LINES, MAX_INVOICE_DETAIL, MAX_PURCHASE_ORDER } from './invoice-rule';

// The invoice details of payBureauFile, held to the rule the pay form holds them to
// (invoice-rule.ts, which the form imports). Only the form checked them: an internal tool paid with
// a blank name, "jane" as the e-mail address and an address of a U+202E, and the bureau printed
// that invoice. Each is refused with BAD_USER_INPUT naming the argument, before anything is paid.

/** The invoice details as they are sent: trimmed, blank address lines and a blank purchase order left out. */
export interface CheckedInvoice {
  name: string;
  email: string;
  companyName: string;
  companyAddress: string[];
  country: string;
  purchaseOrder?: string;
}

const required = (text: string, argument: string) => checkedText(text, argument, { most: MAX_INVOICE_DETAIL, required: true });

function checkedInvoiceEmail(email: string): string {
  const trimmed = email.trim();
  refuseControlCharacters(trimmed, 'input.email');
  if (!isInvoiceEmail(trimmed)) throw requestError('BAD_USER_INPUT', 'email must be a valid e-mail address.', { argument: 'input.email' });
  return trimmed;
}

/**
 * The company's address: at most 6 lines, each at most 200 characters with no control character
 * (named by its place, from 0: `input.companyAddress[1]`); blank lines are left out, as the form
 * leaves out its empty ones, and at least one must remain, as the form asks for its first line.
 */
function checkedAddress(lines: readonly string[]): string[] {
  if (lines.length > MAX_ADDRESS_LINES)
    throw requestError('BAD_USER_INPUT', `companyAddress may hold at most ${MAX_ADDRESS_LINES} lines.`, { argument: 'input.companyAddress' });
  const kept = lines.map((line, index) => checkedText(line, `input.companyAddress[${index}]`, { most: MAX_INVOICE_DETAIL })).filter((line) => line !== '');
  if (kept.length === 0) throw requestError('BAD_USER_INPUT', 'companyAddress must not be empty.', { argument: 'input.companyAddress' });
  return kept;
}

/** Throws BAD_USER_INPUT, naming the argument, for the first detail the pay form would refuse; answers them as sent. */
export function checkedInvoice(input: PayBureauFileInput): CheckedInvoice {
  const name = required(input.name, 'input.name');
  const email = checkedInvoiceEmail(input.email);
  const companyName = required(input.companyName, 'input.companyName');
  const companyAddress = checkedAddress(input.companyAddress);
  const country = required(input.country, 'input.country');
  const purchaseOrder = checkedText(input.purchaseOrder ?? '', 'input.purchaseOrder', { most: MAX_PURCHASE_ORDER });
  return { name, email, companyName, companyAddress, country, ...(purchaseOrder ? { purchaseOrder } : {}) };
}

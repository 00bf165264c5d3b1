import type { LeadInput, LeadOptionInput } from '../generated/resolvers';
import { MAX_LEAD_QUANTITY, MAX_PROBABILITY } from '../input-bounds';
import { checkedEmail, checkedText, checkedWholeNumber, fieldOf, isBlankText } from '../input-checks';
import { requestError } from '../upstream/failures';
import type { UpstreamLeadForm } from './types';

// A partner lead's form and a lead option, checked as the user server checks them before it keeps
// either: it refused what is below with BAD_REQUEST naming its own field or none ('At least one
// service is required'), and updateLead had read the partner's leads first. Checked in the
// service's order, so that the first refusal is the one it would give.

/** The lead services a lead asks for, and a lead option belongs to (docs/texts-and-constants.md). */
const LEAD_SERVICES = ['Address Lookup', 'Payment Validation', 'Address Cleanse'] as const;
/** The longest line of a list (an address line, an option ticked) the service keeps. */
const MAX_LINE_LENGTH = 200;

function checkedLeadService(value: string, argument: string): string {
  const name = value.trim();
  if (!LEAD_SERVICES.some((service) => service === name)) {
    throw requestError('BAD_USER_INPUT', `${JSON.stringify(value)} is not a lead service: give Address Lookup, Payment Validation or Address Cleanse.`, {
      argument,
    });
  }
  return name;
}

/**
 * A list of lines, trimmed, blank ones (nothing visible) dropped as the service drops empty ones: at most `most` lines, then
 * each of at most 200 characters (`argument[2]` names one by its place in the list as given).
 */
function checkedLines(lines: readonly string[], argument: string, most: number): string[] {
  const kept = lines.map((line, index) => ({ line: line.trim(), index })).filter(({ line }) => !isBlankText(line));
  if (kept.length > most) throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} may have at most ${most} lines, not ${kept.length}.`, { argument });
  return kept.map(({ line, index }) => checkedText(line, `${argument}[${index}]`, { most: MAX_LINE_LENGTH }));
}

function checkedServices(services: LeadInput['services']): UpstreamLeadForm['services'] {
  if (services.length === 0) throw requestError('BAD_USER_INPUT', 'services must hold at least one service.', { argument: 'input.services' });
  const lines = services.map((line, index) => ({
    service: checkedLeadService(line.service, `input.services[${index}].service`),
    quantity: checkedWholeNumber(line.quantity, `input.services[${index}].quantity`, 1, MAX_LEAD_QUANTITY),
  }));
  // Every line is checked before any is found twice, as the service checks them.
  const twice = lines.findIndex((line, index) => lines.findIndex((other) => other.service === line.service) !== index);
  if (twice !== -1) {
    throw requestError('BAD_USER_INPUT', `${lines[twice]?.service} is in another line already: give each service once.`, {
      argument: `input.services[${twice}].service`,
    });
  }
  return lines;
}

/** A real calendar date as yyyy-mm-dd: the service rolls no 30 February over into March. */
export function checkedCloseDate(value: string, argument = 'input.closeDate'): string {
  const day = value.trim();
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== day) {
    throw requestError('BAD_USER_INPUT', `closeDate must be a real date as yyyy-mm-dd, not ${JSON.stringify(value)}.`, { argument });
  }
  return day;
}

/** The UTC day of a moment in epoch seconds, yyyy-mm-dd: the day the portal shows a lead opened on. */
export const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Refuses a close date (yyyy-mm-dd, checked) before the day the lead was opened: the service keeps
 * one, and the list then read "Opened 28 Nov 2026 · closes 1 Jan 2020". Days are UTC days, as the
 * close date is one and the portal shows both. The service stamps a new lead with the time it keeps
 * it, so creating compares with today; changing, with the lead's own opening, which updateLead has
 * read already to find the lead.
 */
export function requireCloseNotBeforeOpening(closeDate: string, openedSeconds: number): void {
  const opened = utcDay(openedSeconds);
  if (closeDate < opened) {
    throw requestError('BAD_USER_INPUT', `closeDate must not be before ${opened}, the day the lead was opened.`, { argument: 'input.closeDate' });
  }
}

/** The lead form as it is sent; BAD_USER_INPUT naming the field (`input.services[1].quantity`) for what the service would refuse. */
export function checkedLeadForm(input: LeadInput): UpstreamLeadForm {
  return {
    companyName: checkedText(input.companyName, 'input.companyName', { most: 200, required: true }),
    companyAddress: checkedLines(input.companyAddress, 'input.companyAddress', 6),
    contactName: checkedText(input.contactName, 'input.contactName', { most: 200, required: true }),
    email: checkedEmail(input.email, 'input.email'),
    phoneNumber: checkedText(input.phoneNumber, 'input.phoneNumber', { most: 100 }),
    jobTitle: checkedText(input.jobTitle, 'input.jobTitle', { most: 100 }),
    division: checkedText(input.division, 'input.division', { most: 100 }),
    services: checkedServices(input.services),
    integrations: checkedLines(input.integrations, 'input.integrations', 20),
    enrichments: checkedLines(input.enrichments, 'input.enrichments', 20),
    cleansing: checkedLines(input.cleansing, 'input.cleansing', 20),
    probability: checkedWholeNumber(input.probability, 'input.probability', 0, MAX_PROBABILITY),
    closeDate: checkedCloseDate(input.closeDate),
    jointMeeting: input.jointMeeting,
    description: checkedText(input.description, 'input.description', { most: 2000, multiline: true }),
  };
}

/** A lead option as it is sent: its text not blank, at most 200 characters, under one of the lead services. */
export function checkedLeadOption(input: LeadOptionInput): { option: string; requirement: string } {
  return {
    option: checkedText(input.option, 'input.option', { most: MAX_LINE_LENGTH, required: true }),
    requirement: checkedLeadService(input.requirement, 'input.requirement'),
  };
}

import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { DAY_HINT, isDay, shownDay } from '../../components/date-field/day';
import { isWholeNumberFrom, MAX_LEAD_QUANTITY, MAX_PROBABILITY, shownNumber } from '../../lib/bounds';
import { freeText, requiredText } from '../../lib/free-text';
import { emailAddress } from '../../lib/email-rule';

/** The services a lead can ask for (docs/texts-and-constants.md). */
export const LEAD_SERVICES = ['Address Lookup', 'Payment Validation', 'Address Cleanse'] as const;
export type LeadServiceName = (typeof LEAD_SERVICES)[number];

/**
 * Which list of the lead a service's options fill (the lead options' requirement is the service):
 * how an address lookup is integrated, what a payment validation enriches, what a cleanse does.
 */
export const OPTION_FIELD = { 'Address Lookup': 'integrations', 'Payment Validation': 'enrichments', 'Address Cleanse': 'cleansing' } as const satisfies Record<
  LeadServiceName,
  'integrations' | 'enrichments' | 'cleansing'
>;

/** The most address lines a lead keeps (schema/partners.graphql, `LeadInput.companyAddress`). */
const MAX_ADDRESS_LINES = 6;
/** The address lines a new lead's form offers; a lead holding more is edited with a field for each of its own. */
const OFFERED_ADDRESS_LINES = 4;
/** The longest phone number the gateway keeps (`LeadInput.phoneNumber`). */
const MAX_PHONE_LENGTH = 100;

/**
 * A quantity as typed, with the commas that group its thousands taken out: "1,000" is 1000, as the
 * basket reads "12,000" clicks. Only commas between groups of three: "1,5" may be someone's 1.5, and
 * is left to be refused rather than read as 15.
 */
export function ungroupedQuantity(text: string): string {
  const typed = text.trim();
  return /^\d{1,3}(,\d{3})+$/.test(typed) ? typed.replaceAll(',', '') : typed;
}

const serviceRow = z
  .object({ service: z.enum(LEAD_SERVICES), chosen: z.boolean(), quantity: z.string().transform(ungroupedQuantity) })
  .superRefine((row, ctx) => {
    if (!row.chosen) return;
    if (!isWholeNumberFrom(row.quantity, 1, MAX_LEAD_QUANTITY))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: `Enter how many, from 1 to ${shownNumber(MAX_LEAD_QUANTITY)}` });
  });

/** The lead form as typed: every field a string or a choice, checked before anything is sent. */
export const leadFormSchema = z
  .object({
    companyName: requiredText('Enter the company name'),
    companyAddress: z.array(freeText()).max(MAX_ADDRESS_LINES, `A lead has at most ${MAX_ADDRESS_LINES} address lines`),
    contactName: requiredText('Enter the contact name'),
    email: emailAddress('Enter a valid e-mail address'),
    // Any text the gateway takes: a number is written many ways ("(020) 7946 0000", "ext. 12"), and
    // a lead the API kept with a short one ("0123") could otherwise not be saved at all.
    phoneNumber: freeText().max(MAX_PHONE_LENGTH, `A phone number is at most ${MAX_PHONE_LENGTH} characters`),
    jobTitle: freeText(),
    division: freeText(),
    services: z.array(serviceRow),
    integrations: z.array(z.string()),
    enrichments: z.array(z.string()),
    cleansing: z.array(z.string()),
    probability: z
      .string()
      .trim()
      .refine((value) => isWholeNumberFrom(value, 0, MAX_PROBABILITY), `Enter a percentage from 0 to ${MAX_PROBABILITY}`),
    closeDate: z.string().trim().refine(isDay, `Enter the close date as ${DAY_HINT}`),
    jointMeeting: z.boolean(),
    description: freeText({ multiline: true }),
  })
  .refine((form) => form.services.some((row) => row.chosen), { path: ['services'], message: 'Choose at least one service' });

export type LeadFormValues = z.input<typeof leadFormSchema>;

/** The UTC day of a moment (an ISO date-time, or now): the day the portal shows a lead opened on. */
export const openedDayOf = (moment: string | number = Date.now()) => new Date(moment).toISOString().slice(0, 10);

/**
 * The lead form for a lead opened on `openedDay()` (yyyy-mm-dd, UTC, as the list shows it): its close
 * date may not be before then, as the gateway refuses (docs/api-errors.md). A new lead opens when it
 * is sent, so its form asks for the day at each check.
 */
export function leadFormSchemaOpened(openedDay: () => string) {
  return leadFormSchema.superRefine((form, ctx) => {
    const opened = openedDay();
    if (isDay(form.closeDate) && form.closeDate < opened) {
      ctx.addIssue({ code: 'custom', path: ['closeDate'], message: `Enter a close date on or after ${shownDay(opened)}, the day the lead was opened` });
    }
  });
}

/** A submitted lead as the portal sends it. */
export interface SubmittedLead {
  companyName: string;
  companyAddress: string[];
  contactName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  division: string;
  services: { service: LeadServiceName; quantity: number }[];
  integrations: string[];
  enrichments: string[];
  cleansing: string[];
  probability: number;
  closeDate: string;
  jointMeeting: boolean;
  description: string;
}

/** An empty form: every lead service offered, none chosen yet. */
export function emptyLeadForm(): LeadFormValues {
  return {
    companyName: '',
    companyAddress: Array.from({ length: OFFERED_ADDRESS_LINES }, () => ''),
    contactName: '',
    email: '',
    phoneNumber: '',
    jobTitle: '',
    division: '',
    services: LEAD_SERVICES.map((service) => ({ service, chosen: false, quantity: '' })),
    integrations: [],
    enrichments: [],
    cleansing: [],
    probability: '50',
    closeDate: '',
    jointMeeting: false,
    description: '',
  };
}

/**
 * The form filled from a lead, for editing it: every address line it holds has a field (a lead sent
 * through the API may have up to 6), with empty ones up to the 4 a new lead is offered.
 */
export function leadFormFrom(lead: SubmittedLead): LeadFormValues {
  const blanks = Math.max(0, OFFERED_ADDRESS_LINES - lead.companyAddress.length);
  return {
    ...lead,
    companyAddress: [...lead.companyAddress, ...Array.from({ length: blanks }, () => '')],
    services: LEAD_SERVICES.map((service) => {
      const asked = lead.services.find((row) => row.service === service);
      return { service, chosen: !!asked, quantity: asked ? String(asked.quantity) : '' };
    }),
    probability: String(lead.probability),
  };
}

/**
 * What is sent: trimmed, blank address lines dropped, only the services chosen (and the options of
 * those services: unticking a service drops what was ticked beneath it), numbers as numbers.
 */
export function submittedLead(form: z.output<typeof leadFormSchema>): SubmittedLead {
  const chosen = (service: LeadServiceName) => form.services.some((row) => row.service === service && row.chosen);
  return {
    companyName: form.companyName,
    companyAddress: form.companyAddress.map((line) => line.trim()).filter(Boolean),
    contactName: form.contactName,
    email: form.email,
    phoneNumber: form.phoneNumber,
    jobTitle: form.jobTitle,
    division: form.division,
    services: form.services.filter((row) => row.chosen).map((row) => ({ service: row.service, quantity: Number(row.quantity) })),
    integrations: chosen('Address Lookup') ? form.integrations : [],
    enrichments: chosen('Payment Validation') ? form.enrichments : [],
    cleansing: chosen('Address Cleanse') ? form.cleansing : [],
    probability: Number(form.probability),
    closeDate: form.closeDate,
    jointMeeting: form.jointMeeting,
    description: form.description,
  };
}

/** The fields the lead is sent with under the same names. */
const SAME_FIELDS = ['companyName', 'contactName', 'email', 'phoneNumber', 'jobTitle', 'division', 'probability', 'closeDate', 'description'] as const;

/**
 * The form's field for a path of the lead the gateway refused (`services.0.quantity`, as
 * lib/apollo/refused-field.ts reads it), given the form that was sent; null for one the form has
 * no field for (a ticked option). The lead sent holds only the services chosen and the address
 * lines given, so their places in it are not the form's.
 */
export function leadFieldOf(path: string, form: LeadFormValues): FieldPath<LeadFormValues> | null {
  const same = SAME_FIELDS.find((field) => field === path);
  if (same) return same;
  const service = /^services\.(\d+)\.quantity$/.exec(path);
  if (service) {
    const row = form.services.map((line, index) => ({ line, index })).filter(({ line }) => line.chosen)[Number(service[1])];
    return row ? `services.${row.index}.quantity` : null;
  }
  const line = /^companyAddress\.(\d+)$/.exec(path);
  if (line) {
    const given = form.companyAddress.map((text, index) => ({ text, index })).filter(({ text }) => text.trim() !== '')[Number(line[1])];
    return given ? `companyAddress.${given.index}` : null;
  }
  return null;
}

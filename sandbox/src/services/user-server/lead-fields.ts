import { HttpError } from '../../http/errors';
import { booleanField, calendarDate, givenFields, parseCalendarDate, textField, textListField, wholeNumberField } from '../../http/typed-fields';
import type { Lead, LeadService } from '../../seed';
import { LEAD_SERVICES, type LeadOption, type LeadServiceName } from '../../seed/leads';
import type { LeadChange, LeadForm, LeadOptionChange } from '../../store/leads';
import { emailField } from './fields';

const FORM_FIELDS = [
  'companyName',
  'companyAddress',
  'contactName',
  'email',
  'phoneNumber',
  'jobTitle',
  'division',
  'services',
  'integrations',
  'enrichments',
  'cleansing',
  'probability',
  'closeDate',
  'jointMeeting',
  'description',
] as const satisfies readonly (keyof LeadForm)[];

const STATUSES: readonly Lead['status'][] = ['open', 'won', 'lost'];

/** More than anyone would buy in a year: a stop for a mistyped figure. */
const MAX_QUANTITY = 1_000_000_000;

function leadServiceName(value: unknown): LeadServiceName {
  const name = typeof value === 'string' ? value.trim() : value;
  const known = LEAD_SERVICES.find((service) => service === name);
  if (!known) throw new HttpError(400, `Unknown lead service: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return known;
}

function servicesField(body: Record<string, unknown>): LeadService[] {
  const value = body.services;
  if (!Array.isArray(value) || value.length === 0) throw new HttpError(400, 'At least one service is required');
  const services = value.map((entry: unknown): LeadService => {
    if (typeof entry !== 'object' || entry === null) throw new HttpError(400, 'Each service needs a service and a quantity');
    const line = entry as Record<string, unknown>;
    return { service: leadServiceName(line.service), quantity: wholeNumberField(line, 'quantity', 1, MAX_QUANTITY) };
  });
  if (new Set(services.map((line) => line.service)).size !== services.length) throw new HttpError(400, 'Each service may be given once');
  return services;
}

function closeDateField(body: Record<string, unknown>): number {
  const seconds = parseCalendarDate(body.closeDate);
  if (seconds === undefined) throw new HttpError(400, 'closeDate must be a date as yyyy-mm-dd');
  return seconds;
}

/** One field of the lead form, checked. */
function formField(body: Record<string, unknown>, name: (typeof FORM_FIELDS)[number]): LeadForm[typeof name] {
  switch (name) {
    case 'companyName':
    case 'contactName':
      return textField(body, name, { required: true });
    case 'email':
      return emailField(body, name);
    case 'phoneNumber':
    case 'jobTitle':
    case 'division':
      return textField(body, name, { maxLength: 100 });
    case 'description':
      return textField(body, name, { maxLength: 2000 });
    case 'companyAddress':
      return textListField(body, name, { maxItems: 6 });
    case 'integrations':
    case 'enrichments':
    case 'cleansing':
      return textListField(body, name);
    case 'services':
      return servicesField(body);
    case 'probability':
      return wholeNumberField(body, name, 0, 100);
    case 'closeDate':
      return closeDateField(body);
    case 'jointMeeting':
      return booleanField(body, name, false);
  }
}

/** The whole lead form of a POST /lead body. */
export function leadFormOf(body: Record<string, unknown>): LeadForm {
  const form: Record<string, unknown> = {};
  for (const name of FORM_FIELDS) form[name] = formField(body, name);
  return form as LeadForm;
}

/** What a PUT /lead body changes: only the fields it gives, and the status. */
export function leadChangeOf(body: Record<string, unknown>): LeadChange {
  const change: Record<string, unknown> = {};
  for (const name of givenFields(body, FORM_FIELDS)) change[name] = formField(body, name);
  if (body.status !== undefined) {
    const status = STATUSES.find((candidate) => candidate === body.status);
    if (!status) throw new HttpError(400, 'status must be open, won or lost');
    change.status = status;
  }
  if (Object.keys(change).length === 0) throw new HttpError(400, 'Nothing to change');
  return change as LeadChange;
}

export function leadOptionOf(body: Record<string, unknown>): LeadOptionChange {
  return { option: textField(body, 'option', { required: true }), requirement: leadServiceName(body.requirement) };
}

/** A lead as GET /lead answers it: the close date as `yyyy-mm-dd`, the open date in epoch seconds. */
export function leadView(lead: Lead) {
  return { ...lead, companyAddress: [...lead.companyAddress], services: lead.services.map((line) => ({ ...line })), closeDate: calendarDate(lead.closeDate) };
}

export function leadOptionView(option: LeadOption) {
  return { id: option.id, option: option.option, requirement: option.requirement };
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itHoldsEmailToTheGatewaysRule } from '../../lib/email-rule-test-support';
import {
  emptyLeadForm,
  leadFieldOf,
  leadFormFrom,
  leadFormSchema,
  leadFormSchemaOpened,
  openedDayOf,
  submittedLead,
  type LeadFormValues,
  type SubmittedLead,
} from './lead-form-values';

const filled = (): LeadFormValues => {
  const form = emptyLeadForm();
  return {
    ...form,
    companyName: ' Quayside Fish ',
    companyAddress: ['1 Quay Street', '', 'Bristol', 'BS1 4DJ'],
    contactName: 'Quinn Quay',
    email: 'quinn@quayside.example',
    closeDate: '2027-01-31',
    services: form.services.map((row) => (row.service === 'Address Lookup' ? { ...row, chosen: true, quantity: '5000' } : row)),
  };
};

const errorsOf = (form: LeadFormValues) => {
  const result = leadFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the lead form', () => {
  it.each([
    { case: 'a filled form is accepted', change: {}, errors: {} },
    { case: 'a company is needed', change: { companyName: '  ' }, errors: { companyName: 'Enter the company name' } },
    { case: 'an e-mail address must be one', change: { email: 'quinn at quayside' }, errors: { email: 'Enter a valid e-mail address' } },
    { case: 'the close date is a whole date', change: { closeDate: 'invalid' }, errors: { closeDate: 'Enter the close date as dd/mm/yyyy' } },
    { case: 'the close date is a real day', change: { closeDate: '2027-02-29' }, errors: { closeDate: 'Enter the close date as dd/mm/yyyy' } },
    { case: 'probability is at most 100', change: { probability: '101' }, errors: { probability: 'Enter a percentage from 0 to 100' } },
    { case: 'probability may be 0', change: { probability: '0' }, errors: {} },
    { case: 'probability may be 100', change: { probability: '100' }, errors: {} },
    { case: 'probability is a whole number', change: { probability: '5.5' }, errors: { probability: 'Enter a percentage from 0 to 100' } },
    // A phone number is any text the gateway takes (LeadInput.phoneNumber: at most 100 characters).
    { case: 'a phone number with an area code in brackets', change: { phoneNumber: '(020) 7946 0000' }, errors: {} },
    { case: 'a phone number with an extension', change: { phoneNumber: '+44 20 7946 0000 ext. 12' }, errors: {} },
    { case: 'a short phone number kept through the API', change: { phoneNumber: '0123' }, errors: {} },
    { case: 'a phone number of 100 characters', change: { phoneNumber: '0'.repeat(100) }, errors: {} },
    { case: 'a phone number of 101 characters', change: { phoneNumber: '0'.repeat(101) }, errors: { phoneNumber: 'A phone number is at most 100 characters' } },
    {
      case: 'a phone number with a control character',
      change: { phoneNumber: '020\u202e7946' },
      errors: { phoneNumber: 'This has an invisible control character (U+202E, right-to-left override): remove it.' },
    },
    { case: 'a blank phone number is fine', change: { phoneNumber: '' }, errors: {} },
    { case: 'at least one service', change: { services: emptyLeadForm().services }, errors: { services: 'Choose at least one service' } },
    {
      // Submit lead on an untouched form says all that is missing at once, the services too.
      case: 'a blank company and no service, both said',
      change: { companyName: '\u200b', services: emptyLeadForm().services },
      errors: { companyName: 'Enter the company name', services: 'Choose at least one service' },
    },
  ])('$case', ({ change, errors }) => {
    expect(errorsOf({ ...filled(), ...change })).toEqual(errors);
  });

  it.each([
    // the day the lead was opened (UTC), the close date typed, the error
    ['2026-11-28', '2020-01-01', 'Enter a close date on or after 28/11/2026, the day the lead was opened'],
    ['2026-11-28', '2026-11-27', 'Enter a close date on or after 28/11/2026, the day the lead was opened'],
    ['2026-11-28', '2026-11-28', undefined],
    ['2026-11-28', '2027-01-31', undefined],
    ['2026-11-28', 'invalid', 'Enter the close date as dd/mm/yyyy'],
  ])('a lead opened on %s may close on %s: %s', (opened, closeDate, error) => {
    const result = leadFormSchemaOpened(() => opened).safeParse({ ...filled(), closeDate });
    const errors = result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(errors).toEqual(error ? { closeDate: error } : {});
  });

  it.each([
    ['a lead opened late in the evening in Sydney', '2026-11-27T22:30:00.000Z', '2026-11-27'],
    ['a lead opened just after midnight UTC', '2026-11-28T00:00:05.000Z', '2026-11-28'],
  ])('counts %s as opened on its UTC day, as the lead list shows it', (_case, openDate, day) => {
    expect(openedDayOf(openDate)).toBe(day);
  });

  it.each([
    // typed, the error under the quantity (the gateway takes 1 to 1,000,000,000)
    ['0', 'Enter how many, from 1 to 1,000,000,000'],
    ['', 'Enter how many, from 1 to 1,000,000,000'],
    ['1.5', 'Enter how many, from 1 to 1,000,000,000'],
    ['1', undefined],
    ['1000000000', undefined],
    ['1000000001', 'Enter how many, from 1 to 1,000,000,000'],
    ['2000000000', 'Enter how many, from 1 to 1,000,000,000'],
    ['5000000000', 'Enter how many, from 1 to 1,000,000,000'],
    // Thousands grouped with commas, as the basket takes clicks ("12,000"), and as shown back.
    ['1,000', undefined],
    [' 25,000 ', undefined],
    ['1,000,000,000', undefined],
    ['1,000,000,001', 'Enter how many, from 1 to 1,000,000,000'],
    // A comma that groups no thousands may be a decimal point: refused, not read as 15 or 1000.
    ['1,5', 'Enter how many, from 1 to 1,000,000,000'],
    ['10,00', 'Enter how many, from 1 to 1,000,000,000'],
    ['1,0000', 'Enter how many, from 1 to 1,000,000,000'],
    [',000', 'Enter how many, from 1 to 1,000,000,000'],
    ['1,000,', 'Enter how many, from 1 to 1,000,000,000'],
    ['0,000', 'Enter how many, from 1 to 1,000,000,000'],
    // Spaces do not group, as in the basket.
    ['1 000', 'Enter how many, from 1 to 1,000,000,000'],
  ])('needs a quantity from 1 to 1,000,000,000 for each service chosen: %j', (quantity, error) => {
    const form = filled();
    form.services[2] = { service: 'Address Cleanse', chosen: true, quantity };
    expect(errorsOf(form)).toEqual(error ? { 'services.2.quantity': error } : {});
  });

  it('sends the chosen services with their quantities, trimmed text and only the address lines given', () => {
    const form = filled();
    form.services[1] = { service: 'Payment Validation', chosen: true, quantity: ' 250 ' };
    form.services[2] = { service: 'Address Cleanse', chosen: false, quantity: '999' };
    const lead = submittedLead(leadFormSchema.parse(form));
    expect(lead).toMatchObject({
      companyName: 'Quayside Fish',
      companyAddress: ['1 Quay Street', 'Bristol', 'BS1 4DJ'],
      services: [
        { service: 'Address Lookup', quantity: 5000 },
        { service: 'Payment Validation', quantity: 250 },
      ],
      probability: 50,
      closeDate: '2027-01-31',
    });
  });

  it('sends a quantity typed with grouping commas as its number', () => {
    const form = filled();
    form.services[0] = { service: 'Address Lookup', chosen: true, quantity: '1,000' };
    form.services[2] = { service: 'Address Cleanse', chosen: true, quantity: '1,250,000' };
    expect(submittedLead(leadFormSchema.parse(form)).services).toEqual([
      { service: 'Address Lookup', quantity: 1000 },
      { service: 'Address Cleanse', quantity: 1_250_000 },
    ]);
  });

  it('drops the options ticked beneath a service that is no longer chosen', () => {
    const form = { ...filled(), integrations: ['CRM'], cleansing: ['Geocodes'] };
    expect(submittedLead(leadFormSchema.parse(form))).toMatchObject({ integrations: ['CRM'], cleansing: [] });
  });

  it('fills the form from a lead and sends the same lead back unchanged', () => {
    const lead: SubmittedLead = {
      companyName: 'Greenfield Homes',
      companyAddress: ['2 Meadow Court', 'Norwich', 'NR1 1AA'],
      contactName: 'George Green',
      email: 'george@greenfield.example',
      phoneNumber: '01603 000002',
      jobTitle: 'Head of Sales',
      division: 'Sales',
      services: [
        { service: 'Payment Validation', quantity: 5000 },
        { service: 'Address Cleanse', quantity: 25000 },
      ],
      integrations: [],
      enrichments: ['Account ownership check'],
      cleansing: ['Deduplication'],
      probability: 100,
      closeDate: '2026-10-24',
      jointMeeting: false,
      description: 'Signed.',
    };
    expect(submittedLead(leadFormSchema.parse(leadFormFrom(lead)))).toEqual(lead);
  });

  it.each([
    ['no address', [], ['', '', '', '']],
    ['three address lines', ['2 Meadow Court', 'Norwich', 'NR1 1AA'], ['2 Meadow Court', 'Norwich', 'NR1 1AA', '']],
    ['the six address lines the API takes', ['1', '2', '3', '4', '5', '6'], ['1', '2', '3', '4', '5', '6']],
  ])('gives a lead with %s a field for each line, and at least four', (_case, companyAddress, fields) => {
    const form = leadFormFrom({ ...submittedLead(leadFormSchema.parse(filled())), companyAddress });
    expect(form.companyAddress).toEqual(fields);
    expect(submittedLead(leadFormSchema.parse(form)).companyAddress).toEqual(companyAddress);
  });

  it('refuses more address lines than a lead keeps', () => {
    expect(errorsOf({ ...filled(), companyAddress: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual({ companyAddress: 'A lead has at most 6 address lines' });
  });

  it.each([
    // a path the gateway refused in the lead sent, the form's field for it
    ['companyName', 'companyName'],
    ['probability', 'probability'],
    ['closeDate', 'closeDate'],
    // Only Payment Validation and Address Cleanse were sent: the second is the form's third line.
    ['services.0.quantity', 'services.1.quantity'],
    ['services.1.quantity', 'services.2.quantity'],
    ['services.2.quantity', null],
    // The blank second line was not sent.
    ['companyAddress.1', 'companyAddress.2'],
    ['companyAddress.2', 'companyAddress.3'],
    ['integrations.0', null],
    ['services', null],
  ])('puts the refusal of %s under the field %s', (path, field) => {
    const form = filled();
    form.services = form.services.map((row) => ({ ...row, chosen: row.service !== 'Address Lookup', quantity: '10' }));
    expect(leadFieldOf(path, form)).toBe(field);
  });
});

describe("the lead's e-mail address", () => itHoldsEmailToTheGatewaysRule(leadFormSchema, 'email', 'Enter a valid e-mail address'));

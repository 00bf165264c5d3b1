import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { nameSchema } from './shell/create-account-dialog';
import { groupDetailsSchema } from '../components/group-administration/edit-account-form';
import { invoiceDetailsSchema } from '../features/address-cleanse/invoice-details';
import { charitySchema } from '../features/administration/group-status/charity-form';
import { tokenSettingsSchema } from '../features/administration/tokens/token-values';
import { datasetSchema } from '../features/catalogue/dataset-form';
import { lineSchema } from '../features/catalogue/ordered-line-form';
import { planFormSchema } from '../features/catalogue/plan-form-values';
import { leadFormSchema } from '../features/partners/lead-form-values';
import { leadOptionSchema } from '../features/partners/lead-options/lead-option-form-values';
import { registerSchema } from '../features/session/use-registration';
import { billingSchema } from '../features/shop/billing-details';
import { userDetailsSchema } from '../features/user-settings/edit-user-form';
import { organisationFormSchema } from '../features/wizards/organisation-form';
import { accountSchema, companySchema } from '../features/wizards/welcome-steps';

// Every free-text field of every form, held to the gateway's rule (docs/api-errors.md, "Free text"):
// what the form lets through is what the gateway takes, so a refusal shows under the field and
// never comes back after sending as "Failed to …".

/** A field: its form, its schema, the form's words for it left empty (none: it may be), and whether it takes several lines. */
type Row = [form: string, field: z.ZodType, blank: string | null, multiline?: boolean];

const rows: Row[] = [
  ['new account: name', nameSchema.shape.name, 'Enter a name'],
  ['account details: name', groupDetailsSchema.shape.name, 'Enter a name'],
  ['account details: address line 1', groupDetailsSchema.shape.address1, null],
  ['account details: postcode', groupDetailsSchema.shape.postcode, null],
  ['account details: country', groupDetailsSchema.shape.country, 'Enter the country'],
  ['own details: name', userDetailsSchema.shape.personalName, 'Enter your name'],
  ['own details: company', userDetailsSchema.shape.companyName, 'Enter your company name'],
  ['own details: town', userDetailsSchema.shape.town, null],
  ['own details: country', userDetailsSchema.shape.country, 'Enter your country'],
  ['sign up: name', registerSchema.shape.personalName, 'Enter your name'],
  ['sign up: company', registerSchema.shape.companyName, 'Enter your company name'],
  ['sign up: charity number', registerSchema.shape.charityPSLNumber, null],
  ['charity status: charity number', charitySchema.shape.charityPSLNumber, 'Enter the charity number'],
  ['billing: company', billingSchema.shape.company, 'Enter the company'],
  ['billing: name', billingSchema.shape.name, 'Enter the name'],
  ['billing: address line 1', billingSchema.shape.address1, 'Enter the first line of the address'],
  ['billing: address line 2', billingSchema.shape.address2, null],
  ['billing: town', billingSchema.shape.town, 'Enter the town'],
  ['billing: county', billingSchema.shape.county, null],
  ['billing: postcode', billingSchema.shape.postcode, 'Enter the postcode'],
  ['billing: country', billingSchema.shape.country, 'Enter the country'],
  ['invoice: name', invoiceDetailsSchema.shape.name, 'Enter the name the invoice is for.'],
  ['invoice: company', invoiceDetailsSchema.shape.companyName, 'Enter the company name.'],
  ['invoice: address line 2', invoiceDetailsSchema.shape.address2, null],
  ['invoice: town', invoiceDetailsSchema.shape.town, 'Enter the town.'],
  ['invoice: purchase order', invoiceDetailsSchema.shape.purchaseOrder, null],
  ['dataset: name', datasetSchema.shape.name, 'Enter the dataset name'],
  ['filter: description', lineSchema(true).shape.description, 'Enter the description'],
  ['filter: category', lineSchema(true).shape.category, 'Enter the category'],
  ['plan: name', planFormSchema.shape.name, 'Enter the plan name'],
  ['plan: description', planFormSchema.shape.description, null, true],
  ['plan: formula', planFormSchema.shape.formula, null],
  ['lead: company', leadFormSchema.shape.companyName, 'Enter the company name'],
  ['lead: address line', leadFormSchema.shape.companyAddress.element, null],
  ['lead: contact', leadFormSchema.shape.contactName, 'Enter the contact name'],
  ['lead: job title', leadFormSchema.shape.jobTitle, null],
  ['lead: division', leadFormSchema.shape.division, null],
  ['lead: description', leadFormSchema.shape.description, null, true],
  ['lead option: option', leadOptionSchema.shape.option, 'Enter the option'],
  ['organisation wizard: name', organisationFormSchema.shape.name, 'Enter the organisation name'],
  ['organisation wizard: country', organisationFormSchema.shape.country, 'Enter the country'],
  ['organisation wizard: account name', organisationFormSchema.shape.accounts.element.shape.name, 'Enter the account name'],
  ['welcome wizard: company', companySchema.shape.name, 'Enter the company name'],
  ['welcome wizard: address line 2', companySchema.shape.address2, null],
  ['welcome wizard: postcode', companySchema.shape.postcode, 'Enter the postcode'],
  ['welcome wizard: account name', accountSchema.shape.name, 'Enter a name for the account'],
];

/** What the field says of a text: nothing when it takes it, else its first message, as the form shows under the field. */
const said = (field: z.ZodType, text: string) => field.safeParse(text).error?.issues[0]?.message;

const override = 'This has an invisible control character (U+202E, right-to-left override): remove it.';

describe.each(rows)('%s', (_form, field, blank, multiline = false) => {
  it('takes ordinary text in any script, with emoji and accents', () => {
    for (const text of ['Acme Ltd', ' Café Zoë ', 'شركة', '👩‍💻 Studio']) expect(said(field, text)).toBeUndefined();
  });

  it("counts a text with nothing visible as empty: the form's own words where it needs one", () => {
    for (const text of ['', '   ', '\u200b\u200b', '\ufeff', ' \u2060 \u200c ']) expect(said(field, text)).toBe(blank ?? undefined);
  });

  it("refuses a control character or bidi override in the gateway's words; a description keeps its line breaks", () => {
    expect(said(field, 'Acme \u202eLtd')).toBe(override);
    expect(said(field, 'Acme\u0000')).toBe('This has an invisible control character (U+0000, null character): remove it.');
    expect(said(field, 'First line\nsecond line\ttabbed')).toBe(
      multiline ? undefined : 'This has an invisible control character (U+000A, line break): remove it.',
    );
  });
});

it("takes a token's tag with nothing visible as empty, and keeps the tag's own rule for control characters", () => {
  const tag = tokenSettingsSchema.shape.tag;
  expect(said(tag, '\u200b\u200b')).toBe('Enter a tag');
  expect(said(tag, 'Web\tshop')).toBe('One line, without a line break, tab or other control character');
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

const NORTHWIND = '101';
const ACME_LTD = '102';
const REFERRAL_CO = '107';
const NOT_THIS_PARTNER_TYPE = 'The page you were looking for is not accessible through this partner type.';

const LEAD_FIELDS = `id partnerId companyName companyAddress contactName email phoneNumber jobTitle division
  services { service quantity } integrations enrichments cleansing probability closeDate jointMeeting description status openDate`;
const LEADS = `query Leads($partnerId: ID!) { partnerLeads(partnerId: $partnerId) { ${LEAD_FIELDS} } }`;
const LEAD = `query Lead($partnerId: ID!, $leadId: ID!) { partnerLead(partnerId: $partnerId, leadId: $leadId) { ${LEAD_FIELDS} } }`;
const CREATE = `mutation Create($partnerId: ID!, $input: LeadInput!) { createLead(partnerId: $partnerId, input: $input) { ${LEAD_FIELDS} } }`;
const UPDATE = `mutation Update($partnerId: ID!, $leadId: ID!, $input: LeadInput!) { updateLead(partnerId: $partnerId, leadId: $leadId, input: $input) { ${LEAD_FIELDS} } }`;
const STATUS = `mutation Status($partnerId: ID!, $leadId: ID!, $status: LeadStatus!) { changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status) { id status } }`;
const DELETE = `mutation Delete($partnerId: ID!, $leadId: ID!) { deleteLead(partnerId: $partnerId, leadId: $leadId) }`;
const OPTIONS = `query { leadOptions { id option requirement } }`;
const CREATE_OPTION = `mutation C($input: LeadOptionInput!) { createLeadOption(input: $input) { id option requirement } }`;
const UPDATE_OPTION = `mutation U($id: ID!, $input: LeadOptionInput!) { updateLeadOption(id: $id, input: $input) { id option requirement } }`;
const DELETE_OPTION = `mutation D($id: ID!) { deleteLeadOption(id: $id) }`;
const ACCOUNTS = `query A($partnerId: ID!) { partnerAccounts(partnerId: $partnerId) {
  organisationId organisationName accountId accountName planName datasetType clickLimit usedClicks remainingClicks
  startDate endDate estimatedExpiryDate runsOutBeforeEnd } }`;
const CREATE_GROUP = `mutation G($input: NewGroupInput!) { createGroup(input: $input) { id accountId } }`;
const MY_GROUPS = `query { myGroups { id name type children { id name type } } }`;

interface LeadResult {
  id: string;
  companyName: string;
  status: string;
  services: { service: string; quantity: number }[];
  [field: string]: unknown;
}

const form = {
  companyName: 'Orchard Foods',
  companyAddress: ['3 Mill Lane', 'Ely', 'CB7 4AA'],
  contactName: 'Olive Orchard',
  email: 'olive@orchard.example',
  phoneNumber: '01353 000005',
  jobTitle: 'Finance Director',
  division: 'Finance',
  services: [
    { service: 'Address Lookup', quantity: 20_000 },
    { service: 'Address Cleanse', quantity: 50_000 },
  ],
  integrations: ['Website checkout'],
  enrichments: [],
  cleansing: ['Deduplication'],
  probability: 70,
  closeDate: '2027-01-15',
  jointMeeting: false,
  description: 'Moving warehouses; wants clean addresses first.',
};

let portal: SandboxGateway;
const jwts = new Map<string, string>();

beforeAll(async () => {
  portal = await startSandboxGateway();
  for (const name of [
    'partner@northwind.example',
    'referrer@referral.example',
    'owner@acme.example',
    'member@acme.example',
    'solo@solo.example',
    'admin@provider.example',
    'super@provider.example',
    'sales@provider.example',
  ]) {
    jwts.set(name, (await signIn(portal.gateway, name)).jwt);
  }
});

afterAll(async () => {
  await portal?.close();
});

const as = <T>(who: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(portal.gateway, query, variables, who ? jwts.get(who) : undefined);

function expectRefused(
  res: { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] },
  code: string,
  msg: string,
  action?: string,
) {
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code, ...(action ? { action } : {}) });
  expect(shownByPortal(res.errors?.[0]?.extensions)).toBe(msg);
}

describe('partner leads through /graphql', () => {
  it("gives partner@northwind.example Northwind's three leads, newest first, whole", async () => {
    const res = await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND });
    expect(res.errors).toBeUndefined();
    expect(res.data?.partnerLeads.map((lead) => [lead.companyName, lead.status])).toEqual([
      ['Harbour Logistics', 'open'],
      ['Copperfield Books', 'lost'],
      ['Greenfield Homes', 'won'],
    ]);
    const greenfield = res.data?.partnerLeads[2];
    expect(greenfield).toMatchObject({
      partnerId: NORTHWIND,
      contactName: 'George Green',
      services: [
        { service: 'Address Cleanse', quantity: 25_000 },
        { service: 'Payment Validation', quantity: 5_000 },
      ],
      cleansing: ['Deduplication', 'Suppression'],
      probability: 100,
    });
    expect(greenfield?.closeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(greenfield?.openDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const one = await as<{ partnerLead: LeadResult | null }>('partner@northwind.example', LEAD, { partnerId: NORTHWIND, leadId: '601' });
    expect(one.data?.partnerLead).toMatchObject({ companyName: 'Harbour Logistics', companyAddress: ['Unit 4, Dock Road', 'Hull', 'HU1 1AA'] });
    const none = await as<{ partnerLead: LeadResult | null }>('partner@northwind.example', LEAD, { partnerId: NORTHWIND, leadId: '999' });
    expect(none.errors).toBeUndefined();
    expect(none.data?.partnerLead).toBeNull();
  });

  it('lets staff read the leads', async () => {
    for (const who of ['admin@provider.example', 'super@provider.example', 'sales@provider.example']) {
      const res = await as<{ partnerLeads: LeadResult[] }>(who, LEADS, { partnerId: NORTHWIND });
      expect(res.data?.partnerLeads).toHaveLength(3);
    }
  });

  it('refuses referrers, customers who do not own the partner, groups that are not partners and signed-out callers, without asking for leads', async () => {
    const before = portal.log.filter((line) => line.includes('GET /lead ')).length;
    expectRefused(await as('referrer@referral.example', LEADS, { partnerId: REFERRAL_CO }), 'FORBIDDEN', NOT_THIS_PARTNER_TYPE, 'load the leads');
    // Staff too: the page is not for that partner type.
    expectRefused(await as('admin@provider.example', LEADS, { partnerId: REFERRAL_CO }), 'FORBIDDEN', NOT_THIS_PARTNER_TYPE);
    expectRefused(await as('owner@acme.example', LEADS, { partnerId: NORTHWIND }), 'FORBIDDEN', refusals.owner);
    expectRefused(await as('member@acme.example', LEADS, { partnerId: NORTHWIND }), 'FORBIDDEN', refusals.owner);
    expectRefused(await as('referrer@referral.example', LEADS, { partnerId: NORTHWIND }), 'FORBIDDEN', refusals.owner);
    expectRefused(await as('owner@acme.example', LEADS, { partnerId: ACME_LTD }), 'FORBIDDEN', refusals.partner);
    expectRefused(await as('partner@northwind.example', LEAD, { partnerId: REFERRAL_CO, leadId: '601' }), 'FORBIDDEN', refusals.owner, 'load the lead');
    expect((await as(undefined, LEADS, { partnerId: NORTHWIND })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(portal.log.filter((line) => line.includes('GET /lead ')).length).toBe(before);
    expect((await as('partner@northwind.example', LEADS, { partnerId: 'abc' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'partnerId',
    });
  });

  it('creates a lead with two services that is then listed, changes it, moves its status and deletes it', async () => {
    const created = await as<{ createLead: LeadResult }>('partner@northwind.example', CREATE, { partnerId: NORTHWIND, input: form });
    expect(created.errors).toBeUndefined();
    const lead = created.data!.createLead;
    expect(lead).toMatchObject({ ...form, partnerId: NORTHWIND, status: 'open' });
    const listed = await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND });
    expect(listed.data?.partnerLeads[0]).toMatchObject({ id: lead.id, companyName: 'Orchard Foods' });

    const updated = await as<{ updateLead: LeadResult }>('partner@northwind.example', UPDATE, {
      partnerId: NORTHWIND,
      leadId: lead.id,
      input: { ...form, contactName: 'Oscar Orchard', services: [{ service: 'Payment Validation', quantity: 3_000 }] },
    });
    expect(updated.data?.updateLead).toMatchObject({
      contactName: 'Oscar Orchard',
      services: [{ service: 'Payment Validation', quantity: 3_000 }],
      status: 'open',
    });

    const won = await as<{ changeLeadStatus: { id: string; status: string } }>('super@provider.example', STATUS, {
      partnerId: NORTHWIND,
      leadId: lead.id,
      status: 'won',
    });
    expect(won.data?.changeLeadStatus).toEqual({ id: lead.id, status: 'won' });

    expectRefused(
      await as('owner@acme.example', STATUS, { partnerId: NORTHWIND, leadId: lead.id, status: 'lost' }),
      'FORBIDDEN',
      refusals.owner,
      "change the lead's status",
    );
    expectRefused(
      await as('referrer@referral.example', DELETE, { partnerId: REFERRAL_CO, leadId: lead.id }),
      'FORBIDDEN',
      NOT_THIS_PARTNER_TYPE,
      'delete the lead',
    );
    expectRefused(
      await as('owner@acme.example', UPDATE, { partnerId: NORTHWIND, leadId: lead.id, input: form }),
      'FORBIDDEN',
      refusals.owner,
      'change the lead',
    );

    const deleted = await as<{ deleteLead: boolean }>('partner@northwind.example', DELETE, { partnerId: NORTHWIND, leadId: lead.id });
    expect(deleted.data?.deleteLead).toBe(true);
    expectRefused(await as('partner@northwind.example', DELETE, { partnerId: NORTHWIND, leadId: lead.id }), 'NOT_FOUND', 'Lead not found', 'delete the lead');
    const after = await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND });
    expect(after.data?.partnerLeads.map((entry) => entry.id)).not.toContain(lead.id);
  });

  it('refuses referrers and strangers creating leads, FORBIDDEN even for a form the service would refuse', async () => {
    for (const input of [form, { ...form, services: [] }]) {
      expectRefused(await as('referrer@referral.example', CREATE, { partnerId: REFERRAL_CO, input }), 'FORBIDDEN', NOT_THIS_PARTNER_TYPE, 'create the lead');
      expectRefused(await as('solo@solo.example', CREATE, { partnerId: NORTHWIND, input }), 'FORBIDDEN', refusals.owner, 'create the lead');
      expectRefused(await as('solo@solo.example', UPDATE, { partnerId: NORTHWIND, leadId: '1', input }), 'FORBIDDEN', refusals.owner, 'change the lead');
    }
  });

  it.each([
    ['a blank company name', { companyName: ' ' }, 'input.companyName', 'companyName must not be empty.'],
    ['a contact name over 200 characters', { contactName: 'c'.repeat(201) }, 'input.contactName', 'contactName must be at most 200 characters.'],
    ['7 address lines', { companyAddress: ['1', '2', '3', '4', '5', '6', '7'] }, 'input.companyAddress', 'companyAddress may have at most 6 lines, not 7.'],
    [
      'an address line over 200 characters',
      { companyAddress: ['3 Mill Lane', ' ', 'a'.repeat(201)] },
      'input.companyAddress[2]',
      'companyAddress[2] must be at most 200 characters.',
    ],
    ['an e-mail address without a domain', { email: 'olive@orchard' }, 'input.email', 'email must be a valid e-mail address.'],
    [
      'an e-mail address with a zero-width space',
      { email: 'jane\u200b@secret.example' },
      'input.email',
      'email has an invisible character (U+200B): remove it.',
    ],
    [
      'an e-mail address ending in a word joiner',
      { email: 'jane@secret.example\u2060' },
      'input.email',
      'email has an invisible character (U+2060): remove it.',
    ],
    [
      'an e-mail address with a replacement character',
      { email: 'jan\ufffd@secret.example' },
      'input.email',
      'email has a character that could not be read (U+FFFD): type the address again.',
    ],
    ['a phone number over 100 characters', { phoneNumber: '0'.repeat(101) }, 'input.phoneNumber', 'phoneNumber must be at most 100 characters.'],
    ['no service', { services: [] }, 'input.services', 'services must hold at least one service.'],
    [
      'a service that is not a lead service',
      { services: [{ service: 'Name Validation', quantity: 10 }] },
      'input.services[0].service',
      '"Name Validation" is not a lead service: give Address Lookup, Payment Validation or Address Cleanse.',
    ],
    [
      'a quantity of 0',
      {
        services: [
          { service: 'Address Lookup', quantity: 10 },
          { service: 'Address Cleanse', quantity: 0 },
        ],
      },
      'input.services[1].quantity',
      'quantity must be a whole number from 1 to 1000000000, not 0.',
    ],
    [
      'a service given twice',
      {
        services: [
          { service: 'Address Lookup', quantity: 10 },
          { service: ' Address Lookup ', quantity: 5 },
        ],
      },
      'input.services[1].service',
      'Address Lookup is in another line already: give each service once.',
    ],
    [
      '21 integrations',
      { integrations: Array.from({ length: 21 }, (_, index) => `Shop ${index}`) },
      'input.integrations',
      'integrations may have at most 20 lines, not 21.',
    ],
    ['a probability over 100', { probability: 101 }, 'input.probability', 'probability must be a whole number from 0 to 100, not 101.'],
    ['a close date that is not a day', { closeDate: '2027-02-30' }, 'input.closeDate', 'closeDate must be a real date as yyyy-mm-dd, not "2027-02-30".'],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }, 'input.description', 'description must be at most 2000 characters.'],
    ['a company name of zero-width spaces', { companyName: '\u200b\u200b' }, 'input.companyName', 'companyName must not be empty.'],
    ['a contact name of a NUL and a byte order mark', { contactName: ' \u0000\ufeff ' }, 'input.contactName', 'contactName must not be empty.'],
    [
      'a company name with a NUL',
      { companyName: 'Orchard\u0000Foods' },
      'input.companyName',
      'This has an invisible control character (U+0000, null character): remove it.',
    ],
    [
      'a company name with a right-to-left override',
      { companyName: 'Orchard \u202eFoods' },
      'input.companyName',
      'This has an invisible control character (U+202E, right-to-left override): remove it.',
    ],
    [
      'an address line with a line break',
      { companyAddress: ['3 Mill Lane\nEly'] },
      'input.companyAddress[0]',
      'This has an invisible control character (U+000A, line break): remove it.',
    ],
    [
      'a description with an escape',
      { description: 'First line\nsecond \u001b[2J' },
      'input.description',
      'This has an invisible control character (U+001B, escape): remove it.',
    ],
  ])('refuses %s with BAD_USER_INPUT naming it, before asking for or changing any lead, on create and change', async (_case, given, argument, message) => {
    const leads = await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND });
    const leadId = leads.data!.partnerLeads[0]!.id;
    const leadCalls = () => portal.log.filter((line) => line.startsWith('upstream ') && line.includes(' /lead')).length;
    const before = leadCalls();
    const created = await as('partner@northwind.example', CREATE, { partnerId: NORTHWIND, input: { ...form, ...given } });
    expect(created.data).toBeNull();
    expect(created.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    const updated = await as('partner@northwind.example', UPDATE, { partnerId: NORTHWIND, leadId, input: { ...form, ...given } });
    expect(updated.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    expect(leadCalls()).toBe(before);
    const after = await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND });
    expect(after.data?.partnerLeads).toEqual(leads.data?.partnerLeads);
  });

  it('takes a form the service takes: blank address lines dropped before they are counted, fields trimmed', async () => {
    const companyAddress = ['1 Quay', '', '2', '3', '4', '5', '6'];
    const created = await as<{ createLead: LeadResult }>('partner@northwind.example', CREATE, {
      partnerId: NORTHWIND,
      input: { ...form, companyAddress, companyName: ' Quay Foods ', closeDate: ' 2027-03-01 ' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createLead).toMatchObject({ companyName: 'Quay Foods', companyAddress: ['1 Quay', '2', '3', '4', '5', '6'], closeDate: '2027-03-01' });
    await as('partner@northwind.example', DELETE, { partnerId: NORTHWIND, leadId: created.data?.createLead.id });
  });

  it('keeps text in any script, emoji joined by zero-width joiners and a description of several lines as given, and drops lines with nothing visible', async () => {
    const text = {
      companyName: 'Βόρειος Καρπός 👩\u200d🌾',
      contactName: 'José\u0301 محمد',
      description: 'First line\r\n\tsecond line',
      companyAddress: ['1 Quay', '\u200b', 'Ely'],
    };
    const created = await as<{ createLead: LeadResult }>('partner@northwind.example', CREATE, { partnerId: NORTHWIND, input: { ...form, ...text } });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createLead).toMatchObject({ ...text, companyAddress: ['1 Quay', 'Ely'] });
    await as('partner@northwind.example', DELETE, { partnerId: NORTHWIND, leadId: created.data?.createLead.id });
  });

  it('refuses a close date before the day the lead was opened, naming input.closeDate, and takes the day it was opened', async () => {
    const leadCalls = (verb: string) => portal.log.filter((line) => line.startsWith(`upstream userServer ${verb} /lead`)).length;
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const creates = leadCalls('POST');
    for (const closeDate of ['2020-01-01', yesterday]) {
      const refused = await as('partner@northwind.example', CREATE, { partnerId: NORTHWIND, input: { ...form, closeDate } });
      expect(refused.data).toBeNull();
      expect(refused.errors).toMatchObject([
        { message: `closeDate must not be before ${today}, the day the lead was opened.`, extensions: { code: 'BAD_USER_INPUT', argument: 'input.closeDate' } },
      ]);
    }
    expect(leadCalls('POST')).toBe(creates);
    const created = await as<{ createLead: LeadResult }>('partner@northwind.example', CREATE, { partnerId: NORTHWIND, input: { ...form, closeDate: today } });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createLead).toMatchObject({ closeDate: today, openDate: expect.stringMatching(new RegExp(`^${today}`)) });
    expect(leadCalls('POST')).toBe(creates + 1);
    await as('partner@northwind.example', DELETE, { partnerId: NORTHWIND, leadId: created.data?.createLead.id });

    // A lead opened days ago may keep a close date before today, not one before its opening.
    const leads = await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND });
    const older = leads.data!.partnerLeads.find((lead) => String(lead.openDate).slice(0, 10) < today)!;
    const opened = String(older.openDate).slice(0, 10);
    const dayBefore = new Date(Date.parse(`${opened}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const updates = leadCalls('PUT');
    const refused = await as('partner@northwind.example', UPDATE, { partnerId: NORTHWIND, leadId: older.id, input: { ...form, closeDate: dayBefore } });
    expect(refused.data).toBeNull();
    expect(refused.errors).toMatchObject([
      { message: `closeDate must not be before ${opened}, the day the lead was opened.`, extensions: { code: 'BAD_USER_INPUT', argument: 'input.closeDate' } },
    ]);
    expect(leadCalls('PUT')).toBe(updates);
    const kept = await as<{ updateLead: LeadResult }>('partner@northwind.example', UPDATE, {
      partnerId: NORTHWIND,
      leadId: older.id,
      input: { ...form, closeDate: opened },
    });
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateLead).toMatchObject({ id: older.id, closeDate: opened });
  });

  it('closes a lead won or lost today, and reopens a lead whose close date is past only with a new expected close date', async () => {
    const REOPEN = `mutation Reopen($partnerId: ID!, $leadId: ID!, $status: LeadStatus!, $closeDate: String) {
      changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status, closeDate: $closeDate) { id status closeDate } }`;
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const change = (variables: Record<string, unknown>) =>
      as<{ changeLeadStatus: { id: string; status: string; closeDate: string } }>('partner@northwind.example', REOPEN, { partnerId: NORTHWIND, ...variables });
    const updates = () => portal.log.filter((line) => line.startsWith('upstream userServer PUT /lead')).length;
    const created = await as<{ createLead: LeadResult }>('partner@northwind.example', CREATE, {
      partnerId: NORTHWIND,
      input: { ...form, closeDate: '2099-12-31' },
    });
    const id = created.data!.createLead.id;

    // Lost today, though it was expected to close in 2099: the list read "Lost · closes 31 Dec 2099".
    expect((await change({ leadId: id, status: 'lost' })).data?.changeLeadStatus).toEqual({ id, status: 'lost', closeDate: today });
    expect((await change({ leadId: id, status: 'won' })).data?.changeLeadStatus).toEqual({ id, status: 'won', closeDate: today });

    // Won long ago (the seeded Greenfield Homes): reopening it as it was would leave it expected to close a month back.
    const greenfield = (await as<{ partnerLeads: LeadResult[] }>('partner@northwind.example', LEADS, { partnerId: NORTHWIND })).data!.partnerLeads.find(
      (lead) => lead.companyName === 'Greenfield Homes',
    )!;
    expect(String(greenfield.closeDate) < today).toBe(true);
    const before = updates();
    for (const [closeDate, message] of [
      [
        undefined,
        `closeDate is required to reopen a lead whose close date, ${String(greenfield.closeDate)}, is past: give the day it is now expected to close.`,
      ],
      [yesterday, `closeDate must not be before ${today}, today: give the day the lead is now expected to close.`],
      ['2027-02-30', 'closeDate must be a real date as yyyy-mm-dd, not "2027-02-30".'],
    ] as const) {
      const refused = await change({ leadId: greenfield.id, status: 'open', closeDate });
      expect(refused.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'closeDate' } }]);
    }
    const withDate = await change({ leadId: id, status: 'lost', closeDate: tomorrow });
    expect(withDate.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT', argument: 'closeDate' } }]);
    expect(updates()).toBe(before);
    const still = await as<{ partnerLead: LeadResult }>('partner@northwind.example', LEAD, { partnerId: NORTHWIND, leadId: greenfield.id });
    expect(still.data?.partnerLead).toMatchObject({ status: 'won', closeDate: greenfield.closeDate });

    expect((await change({ leadId: id, status: 'open', closeDate: tomorrow })).data?.changeLeadStatus).toEqual({ id, status: 'open', closeDate: tomorrow });
    // A reopened lead whose close date is today or later may keep it.
    await change({ leadId: id, status: 'lost' });
    expect((await change({ leadId: id, status: 'open' })).data?.changeLeadStatus).toEqual({ id, status: 'open', closeDate: today });
    await as('partner@northwind.example', DELETE, { partnerId: NORTHWIND, leadId: id });
  });

  it('answers NOT_FOUND for a lead the partner does not have, without changing anything', async () => {
    const res = await as('admin@provider.example', STATUS, { partnerId: NORTHWIND, leadId: '99999', status: 'lost' });
    expectRefused(res, 'NOT_FOUND', 'Lead not found', "change the lead's status");
    expect(portal.log.filter((line) => line.includes('PUT /lead ') && line.includes('404'))).toEqual([]);
  });
});

describe('lead options through /graphql', () => {
  it('gives anyone signed in the options, at least one per lead service', async () => {
    const res = await as<{ leadOptions: { option: string; requirement: string }[] }>('partner@northwind.example', OPTIONS);
    expect(new Set(res.data?.leadOptions.map((option) => option.requirement))).toEqual(new Set(['Address Lookup', 'Payment Validation', 'Address Cleanse']));
    expect((await as(undefined, OPTIONS)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lets super add an option that the partner then sees, change it and delete it', async () => {
    const created = await as<{ createLeadOption: { id: string; option: string; requirement: string } }>('super@provider.example', CREATE_OPTION, {
      input: { option: 'Click and collect', requirement: 'Address Lookup' },
    });
    expect(created.errors).toBeUndefined();
    const option = created.data!.createLeadOption;
    const seen = await as<{ leadOptions: { id: string }[] }>('partner@northwind.example', OPTIONS);
    expect(seen.data?.leadOptions.map((entry) => entry.id)).toContain(option.id);

    const duplicate = await as('super@provider.example', CREATE_OPTION, { input: { option: 'click and collect', requirement: 'Address Lookup' } });
    expectRefused(duplicate, 'CONFLICT', 'That option already exists for Address Lookup', 'create the lead option');

    const changed = await as<{ updateLeadOption: { option: string } }>('super@provider.example', UPDATE_OPTION, {
      id: option.id,
      input: { option: 'Click & collect', requirement: 'Address Lookup' },
    });
    expect(changed.data?.updateLeadOption.option).toBe('Click & collect');
    expect((await as<{ deleteLeadOption: boolean }>('super@provider.example', DELETE_OPTION, { id: option.id })).data?.deleteLeadOption).toBe(true);
    expectRefused(await as('super@provider.example', DELETE_OPTION, { id: option.id }), 'NOT_FOUND', 'Lead option not found');
  });

  it('refuses everyone but super before asking the service', async () => {
    const refusal = "Only super users may change the lead form's options";
    for (const who of ['admin@provider.example', 'sales@provider.example', 'partner@northwind.example']) {
      expectRefused(
        await as(who, CREATE_OPTION, { input: { option: 'Kiosk', requirement: 'Address Lookup' } }),
        'FORBIDDEN',
        refusal,
        'create the lead option',
      );
      expectRefused(
        await as(who, UPDATE_OPTION, { id: '701', input: { option: 'Kiosk', requirement: 'Address Lookup' } }),
        'FORBIDDEN',
        refusal,
        'change the lead option',
      );
      expectRefused(await as(who, DELETE_OPTION, { id: '701' }), 'FORBIDDEN', refusal, 'delete the lead option');
    }
    expect(portal.log.filter((line) => /(POST|PUT|DELETE) \S*\/lead\/option .*403/.test(line))).toEqual([]);
  });
  it.each([
    ['a blank option', { option: '  ' }, 'input.option', 'option must not be empty.'],
    ['an option over 200 characters', { option: 'o'.repeat(201) }, 'input.option', 'option must be at most 200 characters.'],
    ['an option of zero-width spaces', { option: '\u200b \u200b' }, 'input.option', 'option must not be empty.'],
    [
      'an option with a pop directional isolate',
      { option: 'Kiosk\u2069' },
      'input.option',
      'This has an invisible control character (U+2069, pop directional isolate): remove it.',
    ],
    [
      'a requirement that is not a lead service',
      { requirement: 'Name Validation' },
      'input.requirement',
      '"Name Validation" is not a lead service: give Address Lookup, Payment Validation or Address Cleanse.',
    ],
  ])('refuses %s with BAD_USER_INPUT naming it, before asking the service; anyone but super is still FORBIDDEN', async (_case, given, argument, message) => {
    const input = { option: 'Kiosk', requirement: 'Address Lookup', ...given };
    const optionCalls = () => portal.log.filter((line) => line.startsWith('upstream ') && line.includes(' /lead/option')).length;
    const before = optionCalls();
    const created = await as('super@provider.example', CREATE_OPTION, { input });
    expect(created.data).toBeNull();
    expect(created.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    const updated = await as('super@provider.example', UPDATE_OPTION, { id: '701', input });
    expect(updated.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    expectRefused(
      await as('admin@provider.example', CREATE_OPTION, { input }),
      'FORBIDDEN',
      "Only super users may change the lead form's options",
      'create the lead option',
    );
    expect(optionCalls()).toBe(before);
  });
});

describe('partner administration: partnerAccounts through /graphql', () => {
  interface Line {
    accountName: string;
    organisationName: string;
    clickLimit: number;
    usedClicks: number;
    remainingClicks: number;
    runsOutBeforeEnd: boolean;
    estimatedExpiryDate: string | null;
    endDate: string | null;
  }

  it("gives the partner's owner their accounts' clicks, sorted by organisation then account, with the warning", async () => {
    const res = await as<{ partnerAccounts: Line[] }>('partner@northwind.example', ACCOUNTS, { partnerId: NORTHWIND });
    expect(res.errors).toBeUndefined();
    const lines = res.data!.partnerAccounts;
    expect([...new Set(lines.map((line) => `${line.organisationName} / ${line.accountName}`))]).toEqual([
      'Acme Ltd / Acme Main',
      'Acme Ltd / Acme Web',
      'Bright Charity / Bright Main',
    ]);
    for (const line of lines) {
      expect(line.remainingClicks).toBe(Math.max(0, line.clickLimit - line.usedClicks));
      expect(line.runsOutBeforeEnd).toBe(line.estimatedExpiryDate !== null && line.endDate !== null && line.estimatedExpiryDate < line.endDate);
    }
  });

  it('lets referrers and staff in, and refuses customers who do not own the partner and non-partners', async () => {
    const referrer = await as<{ partnerAccounts: Line[] }>('referrer@referral.example', ACCOUNTS, { partnerId: REFERRAL_CO });
    expect(referrer.data?.partnerAccounts.map((line) => line.accountName)).toContain('Refco Main');
    expect((await as<{ partnerAccounts: Line[] }>('sales@provider.example', ACCOUNTS, { partnerId: NORTHWIND })).data?.partnerAccounts.length).toBeGreaterThan(
      0,
    );
    expectRefused(await as('owner@acme.example', ACCOUNTS, { partnerId: NORTHWIND }), 'FORBIDDEN', refusals.owner, "load the partner's accounts");
    expectRefused(await as('referrer@referral.example', ACCOUNTS, { partnerId: NORTHWIND }), 'FORBIDDEN', refusals.owner);
    expectRefused(await as('owner@acme.example', ACCOUNTS, { partnerId: ACME_LTD }), 'FORBIDDEN', refusals.partner);
  });
});

describe("partner administration's users and details: the group-users operations on a partner", () => {
  const ADMINISTRATION = `query A($groupId: ID!) { groupAdministration(groupId: $groupId) { group { id name type } users { users { userId email accessLevel } totalCount } invitations { email accessLevel } } }`;
  const INVITE = `mutation I($groupId: ID!, $input: InvitationInput!) { inviteGroupUser(groupId: $groupId, input: $input) { email accessLevel } }`;
  const WITHDRAW = `mutation W($groupId: ID!, $email: String!) { withdrawInvitation(groupId: $groupId, email: $email) }`;
  const UPDATE_GROUP = `mutation G($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id name } }`;

  it("lets partner@northwind.example list the partner's users, invite a manager and rename the partner", async () => {
    const listed = await as<{ groupAdministration: { group: { name: string; type: string }; users: { users: { email: string; accessLevel: string }[] } } }>(
      'partner@northwind.example',
      ADMINISTRATION,
      { groupId: NORTHWIND },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.groupAdministration.group).toMatchObject({ name: 'Northwind Partners', type: 'partner' });
    expect(listed.data?.groupAdministration.users.users).toContainEqual(expect.objectContaining({ email: 'partner@northwind.example', accessLevel: 'owner' }));

    // Managers only for partners (docs/flows.md).
    const invited = await as<{ inviteGroupUser: { email: string; accessLevel: string } }>('partner@northwind.example', INVITE, {
      groupId: NORTHWIND,
      input: { email: 'helper@northwind.example', accessLevel: 'manager' },
    });
    expect(invited.data?.inviteGroupUser).toEqual({ email: 'helper@northwind.example', accessLevel: 'manager' });
    expect(
      (await as<{ withdrawInvitation: boolean }>('partner@northwind.example', WITHDRAW, { groupId: NORTHWIND, email: 'helper@northwind.example' })).data
        ?.withdrawInvitation,
    ).toBe(true);

    try {
      const renamed = await as<{ updateGroup: { name: string } }>('partner@northwind.example', UPDATE_GROUP, {
        groupId: NORTHWIND,
        input: { name: 'Northwind Partners Ltd' },
      });
      expect(renamed.data?.updateGroup.name).toBe('Northwind Partners Ltd');
    } finally {
      await as('partner@northwind.example', UPDATE_GROUP, { groupId: NORTHWIND, input: { name: 'Northwind Partners' } });
    }
  });

  it('lets a referrer administer their own partner, and refuses customers who do not own it', async () => {
    const referrer = await as<{ groupAdministration: { group: { name: string } } }>('referrer@referral.example', ADMINISTRATION, { groupId: REFERRAL_CO });
    expect(referrer.data?.groupAdministration.group.name).toBe('Referral Co');
    for (const who of ['owner@acme.example', 'referrer@referral.example']) {
      expectRefused(await as(who, ADMINISTRATION, { groupId: NORTHWIND }), 'FORBIDDEN', refusals.owner);
      expect((await as(who, UPDATE_GROUP, { groupId: NORTHWIND, input: { name: 'Taken' } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });
});

describe('Create new account (createGroup) as super', () => {
  it("creates an organisation with its account for solo@solo.example that is in solo's groups", async () => {
    const solo = await signIn(portal.gateway, 'solo@solo.example');
    const created = await as<{ createGroup: { id: string; accountId: string } }>('super@provider.example', CREATE_GROUP, {
      input: { userId: solo.id, type: 'organisation', name: 'Solo Second Shop' },
    });
    expect(created.errors).toBeUndefined();
    const groups = await as<{ myGroups: { id: string; name: string; children: { id: string }[] }[] }>('solo@solo.example', MY_GROUPS);
    const organisation = groups.data?.myGroups.find((group) => group.id === created.data?.createGroup.id);
    expect(organisation).toMatchObject({ name: 'Solo Second Shop', children: [{ id: created.data?.createGroup.accountId }] });
  });

  it('creates an account under a chosen group, and refuses neither id with the product text', async () => {
    const created = await as<{ createGroup: { id: string } }>('super@provider.example', CREATE_GROUP, {
      input: { groupId: ACME_LTD, type: 'account', name: 'Acme Shop' },
    });
    expect(created.errors).toBeUndefined();
    const neither = await as('super@provider.example', CREATE_GROUP, { input: { type: 'organisation', name: 'Nowhere' } });
    expectRefused(neither, 'BAD_REQUEST', 'No user or group id provided', 'create the group');
  });

  it('refuses a customer creating an organisation for someone else', async () => {
    const solo = await signIn(portal.gateway, 'solo@solo.example');
    const res = await as('owner@acme.example', CREATE_GROUP, { input: { userId: solo.id, type: 'organisation', name: 'Not Mine' } });
    expect(res.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

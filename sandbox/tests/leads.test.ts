import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds } from '../src/seed';
import { signIn, startTestSandbox, userServer } from './support';

const NORTHWIND = groupIds.northwindPartners;

interface LeadBody {
  id: number;
  parentId: number;
  companyName: string;
  services: { service: string; quantity: number }[];
  status: string;
  closeDate: string;
  openDate: number;
  [field: string]: unknown;
}

const form = {
  companyName: 'Lantern Cafés',
  companyAddress: ['1 High Street', '', 'York', 'YO1 1AA'],
  contactName: 'Lena Lantern',
  email: 'lena@lantern.example',
  phoneNumber: '01904 000004',
  jobTitle: 'Owner',
  division: 'Online',
  services: [
    { service: 'Address Lookup', quantity: 10_000 },
    { service: 'Payment Validation', quantity: 1_000 },
  ],
  integrations: ['Website checkout'],
  enrichments: [],
  cleansing: [],
  probability: 40,
  closeDate: '2026-12-31',
  jointMeeting: true,
  description: 'Opening an online shop.',
};

describe('partner leads (/lead) and lead options (/lead/option)', () => {
  let sandbox: RunningSandbox;
  const jwts = new Map<string, string>();

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const name of ['partner@northwind.example', 'referrer@referral.example', 'owner@acme.example', 'admin@provider.example', 'super@provider.example']) {
      jwts.set(name, (await signIn(sandbox, name)).jwt);
    }
  });
  afterAll(() => sandbox.close());

  const as = (name: string) => `Bearer ${jwts.get(name) ?? ''}`;
  const server = () => userServer(sandbox);
  const leadsOf = async (partnerId: number, who = 'partner@northwind.example') => {
    const response = await server().get('/lead').query({ parentId: partnerId }).set('Authorization', as(who));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as LeadBody[];
  };

  it("lists Northwind's three seeded leads, newest first, with close dates as yyyy-mm-dd", async () => {
    const leads = await leadsOf(NORTHWIND);
    expect(leads.map((lead) => [lead.companyName, lead.status])).toEqual([
      ['Harbour Logistics', 'open'],
      ['Copperfield Books', 'lost'],
      ['Greenfield Homes', 'won'],
    ]);
    expect(leads[0]?.closeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(leads[0]).toMatchObject({ contactName: 'Hannah Hughes', services: [{ service: 'Address Lookup', quantity: 50_000 }], jointMeeting: true });
  });

  it('lets staff read them, and refuses customers who do not own the partner, referrers and other groups', async () => {
    expect(await leadsOf(NORTHWIND, 'admin@provider.example')).toHaveLength(3);
    const owner = await server().get('/lead').query({ parentId: NORTHWIND }).set('Authorization', as('owner@acme.example'));
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ msg: "Not allowed to work on that partner's leads" });
    const referrer = await server().get('/lead').query({ parentId: groupIds.referralCo }).set('Authorization', as('referrer@referral.example'));
    expect(referrer.status).toBe(403);
    expect(referrer.body).toEqual({ msg: 'Referrer partners have no leads' });
    const organisation = await server().get('/lead').query({ parentId: groupIds.acmeLtd }).set('Authorization', as('admin@provider.example'));
    expect(organisation.status).toBe(404);
    expect(organisation.body).toEqual({ msg: 'Partner not found' });
    const anonymous = await request(sandbox.urls.userServer).get('/lead').query({ parentId: NORTHWIND });
    expect(anonymous.status).toBe(401);
    const missing = await server().get('/lead').set('Authorization', as('partner@northwind.example'));
    expect(missing.body).toEqual({ msg: 'parentId is required' });
  });

  it('creates a lead from the form, open and opened now, and lists it first', async () => {
    const created = await server().post('/lead').query({ parentId: NORTHWIND }).set('Authorization', as('partner@northwind.example')).send(form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lead = created.body as LeadBody;
    expect(lead).toMatchObject({ ...form, companyAddress: ['1 High Street', 'York', 'YO1 1AA'], parentId: NORTHWIND, status: 'open' });
    expect(Math.abs(lead.openDate - Date.now() / 1000)).toBeLessThan(60);
    expect((await leadsOf(NORTHWIND))[0]?.id).toBe(lead.id);
    await server().delete('/lead').query({ id: lead.id }).set('Authorization', as('partner@northwind.example'));
  });

  it.each([
    [{ companyName: ' ' }, 'companyName is required'],
    [{ email: 'not-an-address' }, 'email must be a valid e-mail address'],
    [{ services: [] }, 'At least one service is required'],
    [{ services: [{ service: 'Name Validation', quantity: 1 }] }, 'Unknown lead service: Name Validation'],
    [{ services: [{ service: 'Address Lookup', quantity: 0 }] }, 'quantity must be a whole number from 1 to 1000000000'],
    [
      {
        services: [
          { service: 'Address Cleanse', quantity: 1 },
          { service: 'Address Cleanse', quantity: 2 },
        ],
      },
      'Each service may be given once',
    ],
    [{ probability: 101 }, 'probability must be a whole number from 0 to 100'],
    [{ probability: 12.5 }, 'probability must be a whole number from 0 to 100'],
    [{ closeDate: '2026-02-30' }, 'closeDate must be a date as yyyy-mm-dd'],
    [{ closeDate: '31/12/2026' }, 'closeDate must be a date as yyyy-mm-dd'],
    [{ companyAddress: ['1', '2', '3', '4', '5', '6', '7'] }, 'companyAddress may have at most 6 lines'],
    [{ jointMeeting: 'yes' }, 'jointMeeting must be true or false'],
  ])('refuses a form with %j: %s', async (change, msg) => {
    const response = await server()
      .post('/lead')
      .query({ parentId: NORTHWIND })
      .set('Authorization', as('partner@northwind.example'))
      .send({ ...form, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
  });

  it('changes what a PUT gives, the status among it, and deletes; refusing callers who may not', async () => {
    const created = (await server().post('/lead').query({ parentId: NORTHWIND }).set('Authorization', as('partner@northwind.example')).send(form))
      .body as LeadBody;
    const changed = await server()
      .put('/lead')
      .query({ id: created.id })
      .set('Authorization', as('partner@northwind.example'))
      .send({ status: 'won', probability: 100, closeDate: '2026-11-01' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ companyName: 'Lantern Cafés', status: 'won', probability: 100, closeDate: '2026-11-01' });

    const badStatus = await server().put('/lead').query({ id: created.id }).set('Authorization', as('partner@northwind.example')).send({ status: 'maybe' });
    expect(badStatus.body).toEqual({ msg: 'status must be open, won or lost' });
    const nothing = await server().put('/lead').query({ id: created.id }).set('Authorization', as('partner@northwind.example')).send({});
    expect(nothing.body).toEqual({ msg: 'Nothing to change' });
    const stranger = await server().put('/lead').query({ id: created.id }).set('Authorization', as('owner@acme.example')).send({ status: 'lost' });
    expect(stranger.status).toBe(403);
    const strangerDelete = await server().delete('/lead').query({ id: created.id }).set('Authorization', as('referrer@referral.example'));
    expect(strangerDelete.status).toBe(403);

    const deleted = await server().delete('/lead').query({ id: created.id }).set('Authorization', as('partner@northwind.example'));
    expect(deleted.status).toBe(204);
    const again = await server().delete('/lead').query({ id: created.id }).set('Authorization', as('partner@northwind.example'));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ msg: 'Lead not found' });
    expect((await leadsOf(NORTHWIND)).map((lead) => lead.id)).not.toContain(created.id);
  });

  it('offers at least one option per lead service to anyone signed in, sorted by service then option', async () => {
    const response = await server().get('/lead/option').set('Authorization', as('partner@northwind.example'));
    expect(response.status).toBe(200);
    const options = response.body as { id: number; option: string; requirement: string }[];
    expect(new Set(options.map((option) => option.requirement))).toEqual(new Set(['Address Lookup', 'Payment Validation', 'Address Cleanse']));
    expect(options.slice(0, 3).map((option) => option.option)).toEqual(['Call centre', 'CRM', 'Website checkout']);
  });

  it('lets super add, change and delete options, refusing duplicates, unknown services and anyone else', async () => {
    const add = (who: string, body: object) => server().post('/lead/option').set('Authorization', as(who)).send(body);
    const created = await add('super@provider.example', { option: 'Mobile app', requirement: 'Address Lookup' });
    expect(created.status).toBe(201);
    const option = created.body as { id: number };
    expect(created.body).toMatchObject({ option: 'Mobile app', requirement: 'Address Lookup' });

    expect((await add('super@provider.example', { option: 'mobile APP', requirement: 'Address Lookup' })).body).toEqual({
      msg: 'That option already exists for Address Lookup',
    });
    expect((await add('super@provider.example', { option: 'X', requirement: 'Shop' })).body).toEqual({ msg: 'Unknown lead service: Shop' });
    expect((await add('super@provider.example', { option: '', requirement: 'Address Lookup' })).body).toEqual({ msg: 'option is required' });
    for (const who of ['admin@provider.example', 'partner@northwind.example']) {
      const refused = await add(who, { option: 'Kiosk', requirement: 'Address Lookup' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ msg: 'Only super users may change lead options' });
    }

    const changed = await server()
      .put('/lead/option')
      .query({ id: option.id })
      .set('Authorization', as('super@provider.example'))
      .send({ option: 'Mobile apps', requirement: 'Address Cleanse' });
    expect(changed.body).toMatchObject({ id: option.id, option: 'Mobile apps', requirement: 'Address Cleanse' });
    const refusedChange = await server()
      .put('/lead/option')
      .query({ id: option.id })
      .set('Authorization', as('admin@provider.example'))
      .send({ option: 'A', requirement: 'Address Cleanse' });
    expect(refusedChange.status).toBe(403);

    expect((await server().delete('/lead/option').query({ id: option.id }).set('Authorization', as('admin@provider.example'))).status).toBe(403);
    expect((await server().delete('/lead/option').query({ id: option.id }).set('Authorization', as('super@provider.example'))).status).toBe(204);
    const gone = await server().delete('/lead/option').query({ id: option.id }).set('Authorization', as('super@provider.example'));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ msg: 'Lead option not found' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// Every call of the group status panel, by a caller who may and by one who may not: the refused
// caller gets FORBIDDEN in the guard's words, the service is never asked, and nothing changes.

const GROUP_FIELDS = 'id name type subtype parentId charity { number status isPostalOperatorDiscount isOSDiscount }';

const ENABLE = `mutation E($groupId: ID!) { enableCorporate(groupId: $groupId) { ${GROUP_FIELDS} } }`;
const DISABLE = `mutation D($groupId: ID!) { disableCorporate(groupId: $groupId) { ${GROUP_FIELDS} } }`;
const UPDATE_CHARITY = `mutation U($groupId: ID!, $input: CharityInput!) { updateCharity(groupId: $groupId, input: $input) { ${GROUP_FIELDS} } }`;
const CONFIRM_CHARITY = `mutation C($groupId: ID!, $input: CharityInput!, $isValid: Boolean!) { confirmCharity(groupId: $groupId, input: $input, isValid: $isValid) { ${GROUP_FIELDS} } }`;
const REMOVE_CHARITY = `mutation R($groupId: ID!) { removeCharity(groupId: $groupId) { ${GROUP_FIELDS} } }`;
const MIGRATE = `mutation M($groupId: ID!, $partnerType: PartnerType!) { migrateOrganisationToPartner(groupId: $groupId, partnerType: $partnerType) { ${GROUP_FIELDS} } }`;
const REMOVE_FROM_PARTNER = `mutation P($groupId: ID!) { removeFromPartner(groupId: $groupId) { ${GROUP_FIELDS} } }`;
const GROUP_STATUS = `query G($groupId: ID!) { groupStatus(groupId: $groupId) { ${GROUP_FIELDS} isOwner } }`;

interface GroupAnswer {
  id: string;
  name: string;
  type: string;
  subtype: string | null;
  parentId: string | null;
  charity: { number: string; status: string; isPostalOperatorDiscount: boolean; isOSDiscount: boolean } | null;
  isOwner?: boolean;
}

const ids = {
  northwind: '101',
  acmeLtd: '102',
  acmeMain: '103',
  brightCharity: '105',
  brightMain: '106',
  refcoClient: '108',
  soloTraders: '110',
  koalaPty: '112',
  newCo: '114',
};

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});
afterAll(async () => {
  await portal?.close();
});

async function call(userName: string, query: string, variables: Record<string, unknown>) {
  const jwt = (await signIn(portal.gateway, userName)).jwt;
  const res = await graphql<Record<string, GroupAnswer | null>>(portal.gateway, query, variables, jwt);
  return { res, group: res.data ? Object.values(res.data)[0] : undefined };
}

const stored = (id: string) => structuredClone(portal.sandbox.store.getGroup(Number(id)));
const puts = () => portal.log.filter((line) => line.startsWith('upstream userServer PUT')).length;

/** Makes the call as `userName` and expects it refused before the service, with the group unchanged. */
async function expectRefused(userName: string, query: string, variables: Record<string, unknown> & { groupId: string }, action: string, msg?: string) {
  const before = stored(variables.groupId);
  const putsBefore = puts();
  const { res } = await call(userName, query, variables);
  expect(res.data).toBeNull();
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action, upstreamStatus: null, ...(msg ? { msg } : {}) });
  expect(puts()).toBe(putsBefore);
  expect(stored(variables.groupId)).toEqual(before);
}

const STAFF_ONLY = "Only the provider's staff may do this";

describe('corporate status', () => {
  it('lets the owner promote Solo Traders to corporate and back', async () => {
    const promoted = await call('solo@solo.example', ENABLE, { groupId: ids.soloTraders });
    expect(promoted.res.errors).toBeUndefined();
    expect(promoted.group).toMatchObject({ id: ids.soloTraders, name: 'Solo Traders', subtype: 'corporate' });
    expect(stored(ids.soloTraders)?.subtype).toBe('corporate');
    const demoted = await call('solo@solo.example', DISABLE, { groupId: ids.soloTraders });
    expect(demoted.group).toMatchObject({ subtype: null });
    expect(stored(ids.soloTraders)?.subtype).toBe('');
  });

  it("passes on the service's refusals in the product's words", async () => {
    const account = await call('owner@acme.example', ENABLE, { groupId: ids.acmeMain });
    expect(account.res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      action: 'enable the corporate status',
      msg: 'Invalid group type. Only organisations can have their corporate status changed',
    });
    const already = await call('owner@acme.example', ENABLE, { groupId: ids.acmeLtd });
    expect(already.res.errors?.[0]?.extensions).toMatchObject({
      msg: 'Invalid group subtype. Only non corporate organisations can have their corporate status enabled',
    });
    const notCorporate = await call('admin@provider.example', DISABLE, { groupId: ids.koalaPty });
    expect(notCorporate.res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      action: 'disable the corporate status',
      msg: 'Invalid group subtype. Only corporate organisations can have their corporate status disabled',
    });
  });

  it('lets staff change any organisation', async () => {
    expect((await call('sales@provider.example', ENABLE, { groupId: ids.newCo })).group).toMatchObject({ subtype: 'corporate' });
    expect((await call('super@provider.example', DISABLE, { groupId: ids.newCo })).group).toMatchObject({ subtype: null });
  });

  it('refuses a member, and an owner of another organisation, leaving the group as it was', async () => {
    await expectRefused('member@acme.example', DISABLE, { groupId: ids.acmeLtd }, 'disable the corporate status');
    await expectRefused('solo@solo.example', DISABLE, { groupId: ids.acmeLtd }, 'disable the corporate status');
    await expectRefused('owner@acme.example', ENABLE, { groupId: ids.soloTraders }, 'enable the corporate status');
  });
});

describe('charity status', () => {
  const input = { charityPSLNumber: ' 2200456 ', isPostalOperatorDiscount: true, isOSDiscount: false };

  it('lets the owner set a charity number, pending verification, with the discount flags', async () => {
    const { res, group } = await call('solo@solo.example', UPDATE_CHARITY, { groupId: ids.soloTraders, input });
    expect(res.errors).toBeUndefined();
    expect(group?.charity).toEqual({ number: '2200456', status: 'pending', isPostalOperatorDiscount: true, isOSDiscount: false });
    expect(stored(ids.soloTraders)?.charity).toEqual({ number: '2200456', status: 'pending', isPostalOperatorDiscount: true, isOSDiscount: false });
  });

  it('refuses a blank number before asking the service', async () => {
    const { res } = await call('solo@solo.example', UPDATE_CHARITY, { groupId: ids.soloTraders, input: { charityPSLNumber: '  ' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.charityPSLNumber' });
  });

  it('refuses a caller who does not own the organisation', async () => {
    await expectRefused('owner@acme.example', UPDATE_CHARITY, { groupId: ids.soloTraders, input }, 'update the charity status');
  });

  it('lets staff confirm it valid or not valid, and refuses the owner', async () => {
    await expectRefused('solo@solo.example', CONFIRM_CHARITY, { groupId: ids.soloTraders, input, isValid: true }, 'confirm the charity status', STAFF_ONLY);
    const notValid = await call('admin@provider.example', CONFIRM_CHARITY, {
      groupId: ids.soloTraders,
      input: { ...input, isOSDiscount: true },
      isValid: false,
    });
    expect(notValid.group?.charity).toEqual({ number: '2200456', status: 'notValid', isPostalOperatorDiscount: true, isOSDiscount: true });
    const valid = await call('super@provider.example', CONFIRM_CHARITY, { groupId: ids.soloTraders, input, isValid: true });
    expect(valid.group?.charity?.status).toBe('valid');
  });

  it('reads the status back through groupStatus, for the owner as for staff', async () => {
    const owner = await call('solo@solo.example', GROUP_STATUS, { groupId: ids.soloTraders });
    expect(owner.group).toMatchObject({ name: 'Solo Traders', isOwner: true, charity: { status: 'valid' } });
    const bright = await call('admin@provider.example', GROUP_STATUS, { groupId: ids.brightCharity });
    expect(bright.group?.charity).toEqual({ number: '1100123', status: 'valid', isPostalOperatorDiscount: false, isOSDiscount: false });
    expect((await call('admin@provider.example', GROUP_STATUS, { groupId: '999999' })).res.data).toEqual({ groupStatus: null });
    const stranger = await call('owner@acme.example', GROUP_STATUS, { groupId: ids.soloTraders });
    expect(stranger.res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets the owner remove it, and refuses a stranger', async () => {
    await expectRefused('owner@acme.example', REMOVE_CHARITY, { groupId: ids.soloTraders }, 'remove the charity status');
    const { group } = await call('solo@solo.example', REMOVE_CHARITY, { groupId: ids.soloTraders });
    expect(group?.charity).toBeNull();
    expect(stored(ids.soloTraders)?.charity).toBeUndefined();
  });
});

describe('migration', () => {
  it('refuses every customer, the owner of the organisation and of its partner too', async () => {
    for (const userName of ['solo@solo.example', 'owner@acme.example', 'partner@northwind.example']) {
      await expectRefused(userName, MIGRATE, { groupId: ids.soloTraders, partnerType: 'referrer' }, 'migrate the organisation to a partner', STAFF_ONLY);
      await expectRefused(userName, REMOVE_FROM_PARTNER, { groupId: ids.acmeLtd }, 'remove the group from its partner', STAFF_ONLY);
    }
  });

  it('lets staff migrate an organisation to a referrer partner', async () => {
    const { res, group } = await call('admin@provider.example', MIGRATE, { groupId: ids.refcoClient, partnerType: 'referrer' });
    expect(res.errors).toBeUndefined();
    expect(group).toMatchObject({ id: ids.refcoClient, type: 'partner', subtype: 'referrer', parentId: null });
    expect(stored(ids.refcoClient)).toMatchObject({ type: 'partner', subtype: 'referrer', parentId: null });
  });

  it('lets staff move an account out of its partner, and says why another group cannot be', async () => {
    const { group } = await call('sales@provider.example', REMOVE_FROM_PARTNER, { groupId: ids.brightCharity });
    expect(group).toMatchObject({ id: ids.brightCharity, parentId: null, type: 'organisation' });
    const top = await call('sales@provider.example', REMOVE_FROM_PARTNER, { groupId: ids.brightCharity });
    expect(top.res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'Only an organisation or account directly below a partner can be removed from it',
    });
  });

  it("shows the migrated group in the caller's groups at once", async () => {
    const jwt = (await signIn(portal.gateway, 'admin@provider.example')).jwt;
    const res = await graphql<{ myGroups: { id: string; type: string }[] }>(portal.gateway, '{ myGroups { id type } }', {}, jwt);
    expect(res.data?.myGroups).toEqual(
      expect.arrayContaining([
        { id: ids.refcoClient, type: 'partner' },
        { id: ids.brightCharity, type: 'organisation' },
      ]),
    );
  });
});

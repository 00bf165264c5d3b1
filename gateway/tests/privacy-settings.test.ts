import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

// A user's privacy settings (permissions with isNotification: marketing, what they are sent) are
// their own consents. Only they, and staff for support, may change them; an owner of their group,
// or of a partner above it, may still switch their other permissions.

const SET_PERMISSION = /* GraphQL */ `
  mutation S($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {
    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {
      id
    }
  }
`;
const OWN_SETTINGS = /* GraphQL */ `
  query P($id: ID!) {
    user(id: $id) {
      permissions {
        permissionId
        enabled
        children {
          permissionId
          enabled
        }
      }
    }
  }
`;

interface Setting {
  permissionId: string;
  enabled: boolean;
  children?: Setting[];
}

const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const PARTNER = 'partner@northwind.example';
const STAFF = 'admin@provider.example';
const PRIVACY_REFUSAL = 'Only the user themselves or staff may change their privacy settings';

let portal: SandboxGateway;
const jwts: Record<string, string> = {};
let memberId = '';
let partnerOffers = '';
let serviceMessages = '';
let servicePermission = '';

beforeAll(async () => {
  portal = await startSandboxGateway();
  const store = portal.sandbox.store;
  memberId = String([...store.users.values()].find((user) => user.name === MEMBER)?.id);
  const catalogue = store.permissions.catalogue();
  const idOf = (refId: string) => String(catalogue.find((permission) => permission.refId === refId)?.id);
  partnerOffers = idOf('MARKETING_PARTNER_OFFERS');
  serviceMessages = idOf('NOTIFY_RENEWAL');
  // The demo catalogue holds no permission that is neither a staff role nor a privacy setting; a
  // provider's may (isService). This sandbox's own copy of the catalogue turns one into such, to
  // show an owner still switches those for their users.
  const statistics = catalogue.find((permission) => permission.refId === 'USAGE_STATISTICS');
  if (!statistics) throw new Error('No USAGE_STATISTICS permission');
  Object.assign(statistics, { refId: 'SERVICE_REPORTS', name: 'Service reports', isNotification: false, isService: true, def: false });
  servicePermission = String(statistics.id);
  for (const name of [OWNER, MEMBER, PARTNER, STAFF]) jwts[name] = (await signIn(portal.gateway, name)).jwt;
});

afterAll(async () => {
  await portal?.close();
});

const jwtOf = (name: string) => {
  const jwt = jwts[name];
  if (!jwt) throw new Error(`No session for ${name}`);
  return jwt;
};
const set = (caller: string, permissionId: string, enabled: boolean) =>
  graphql<{ setUserPermission: { id: string } }>(portal.gateway, SET_PERMISSION, { userId: memberId, permissionId, enabled }, jwtOf(caller));
const errorOf = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions;
const flatten = (settings: Setting[]): Setting[] => settings.flatMap((setting) => [setting, ...flatten(setting.children ?? [])]);
const calls = () => portal.log.filter((line) => line.startsWith('upstream userServer PUT /userpermissions')).length;

/**
 * What the user server holds for the member's permission. A change by someone else reaches the
 * member's own reads once their kept answers run out (REQUEST_CACHE_TIME, docs/operations.md).
 */
function held(permissionId: string): boolean | undefined {
  const store = portal.sandbox.store;
  const permission = store.permissions.get(Number(permissionId));
  return permission && store.permissions.isEnabled(Number(memberId), permission);
}

/** The member's setting of the permission, as the member reads it through the gateway. */
async function memberSees(permissionId: string): Promise<boolean | undefined> {
  const res = await graphql<{ user: { permissions: Setting[] } }>(portal.gateway, OWN_SETTINGS, { id: memberId }, jwtOf(MEMBER));
  expect(res.errors).toBeUndefined();
  return flatten(res.data?.user.permissions ?? []).find((setting) => setting.permissionId === permissionId)?.enabled;
}

describe("a user's privacy settings", () => {
  it('are refused to an owner of their group and of the partner above, with FORBIDDEN before the service is asked, and stay as the user left them', async () => {
    const before = calls();
    for (const [caller, permissionId, enabled] of [
      [OWNER, partnerOffers, true],
      [OWNER, serviceMessages, false],
      [PARTNER, partnerOffers, true],
    ] as const) {
      const res = await set(caller, permissionId, enabled);
      expect(res.data, `${caller} setting ${permissionId}`).toBeNull();
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', action: 'change the permission', msg: PRIVACY_REFUSAL });
    }
    expect(calls()).toBe(before);
    expect([held(partnerOffers), held(serviceMessages)]).toEqual([false, true]);
    expect(await memberSees(partnerOffers)).toBe(false);
    expect(await memberSees(serviceMessages)).toBe(true);
  });

  it('are changed by the user themselves', async () => {
    const res = await set(MEMBER, partnerOffers, true);
    expect(res.errors).toBeUndefined();
    expect(await memberSees(partnerOffers)).toBe(true);
    expect((await set(MEMBER, partnerOffers, false)).errors).toBeUndefined();
    expect(await memberSees(partnerOffers)).toBe(false);
  });

  it('are changed by staff, for support', async () => {
    expect((await set(STAFF, serviceMessages, false)).errors).toBeUndefined();
    expect(held(serviceMessages)).toBe(false);
    expect((await set(STAFF, serviceMessages, true)).errors).toBeUndefined();
    expect(held(serviceMessages)).toBe(true);
  });
});

describe("a user's other permissions", () => {
  it('are switched by an owner of their group as before, and not by the user themselves', async () => {
    expect((await set(OWNER, servicePermission, true)).errors).toBeUndefined();
    expect(held(servicePermission)).toBe(true);
    const own = await set(MEMBER, servicePermission, false);
    expect(errorOf(own)).toMatchObject({ code: 'FORBIDDEN', msg: 'Only an owner of your group may change that permission' });
    expect(held(servicePermission)).toBe(true);
    expect((await set(OWNER, servicePermission, false)).errors).toBeUndefined();
    expect(held(servicePermission)).toBe(false);
  });
});

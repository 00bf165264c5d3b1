import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn as signInAs, startSandboxGateway, type SandboxGateway, type SignedIn } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

const ACME_MAIN = '103';
const KOALA_MAIN = '113';

const SERVICES = 'query { providerServices { serviceId service name description offersJwt } }';
const ACCESS = /* GraphQL */ `
  query Access($groupId: ID!) {
    groupServiceAccess(groupId: $groupId) {
      groupId
      users {
        userId
        name
        services {
          serviceId
          name
          enabled
        }
      }
      tokens {
        tokenId
        tag
        locked
        services {
          serviceId
          name
          enabled
        }
      }
    }
  }
`;
const SET = /* GraphQL */ `
  mutation Set($groupId: ID!, $userId: ID!, $serviceId: ID!, $tokenId: ID, $enabled: Boolean!) {
    setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, tokenId: $tokenId, enabled: $enabled) {
      serviceId
      name
      enabled
    }
  }
`;
const JWT = 'query Jwt($serviceId: ID!, $groupId: ID!) { serviceJwt(serviceId: $serviceId, groupId: $groupId) { serviceId groupId jwt expiry } }';

interface Switch {
  serviceId: string;
  name: string;
  enabled: boolean;
}
interface Access {
  groupId: string;
  users: { userId: string; name: string; services: Switch[] }[];
  tokens: { tokenId: string; tag: string; locked: boolean; services: Switch[] }[];
}

let portal: SandboxGateway;
const people = new Map<string, SignedIn>();

beforeAll(async () => {
  portal = await startSandboxGateway();
  for (const userName of ['owner@acme.example', 'member@acme.example', 'admin@provider.example', 'solo@solo.example', 'koala@koala.example']) {
    people.set(userName, await signInAs(portal.gateway, userName));
  }
});

afterAll(async () => {
  await portal?.close();
});

const as = (userName: string) => people.get(userName)?.jwt ?? '';
const accessOf = (userName: string) => graphql<{ groupServiceAccess: Access }>(portal.gateway, ACCESS, { groupId: ACME_MAIN }, as(userName));
const upstreamCalls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;
const enabledNames = (switches: Switch[] | undefined) => (switches ?? []).filter((line) => line.enabled).map((line) => line.name);

describe('services through the gateway', () => {
  it('lists the provider’s services for anyone signed in, and says which offer a service JWT', async () => {
    const res = await graphql<{ providerServices: { name: string; offersJwt: boolean }[] }>(portal.gateway, SERVICES, {}, as('member@acme.example'));
    expect(res.errors).toBeUndefined();
    const names = res.data?.providerServices.map((service) => service.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['Address Lookup', 'Email Validation', 'Payment Validation']));
    expect(res.data?.providerServices.some((service) => service.offersJwt)).toBe(true);
  });

  it('refuses the services to a caller who is not signed in', async () => {
    const res = await graphql(portal.gateway, SERVICES, {});
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action: 'load the services' });
  });

  it('gives the owner every user and token of Acme Main with their switches, all on at first', async () => {
    const res = await accessOf('owner@acme.example');
    expect(res.errors).toBeUndefined();
    const access = res.data?.groupServiceAccess;
    // Northwind's owner holds Acme Main through the partner above it.
    expect(access?.users.map((user) => user.name)).toEqual(['member@acme.example', 'owner@acme.example', 'partner@northwind.example']);
    expect(access?.tokens.map((token) => [token.tag, token.locked])).toEqual([
      ['crm', true],
      ['website', false],
    ]);
    for (const holder of [...(access?.users ?? []), ...(access?.tokens ?? [])]) {
      expect(holder.services.length).toBeGreaterThan(0);
      expect(holder.services.every((line) => line.enabled)).toBe(true);
    }
  });

  it('switches a service off and on again for a user, and for a token alone', async () => {
    const owner = people.get('owner@acme.example');
    const member = people.get('member@acme.example');
    const before = (await accessOf('owner@acme.example')).data?.groupServiceAccess;
    const address = before?.users.find((user) => user.userId === member?.id)?.services.find((line) => line.name === 'Address Lookup');
    const website = before?.tokens.find((token) => token.tag === 'website');
    const set = (variables: Record<string, unknown>) => graphql<{ setServiceAccess: Switch[] }>(portal.gateway, SET, variables, as('owner@acme.example'));

    const off = await set({ groupId: ACME_MAIN, userId: member?.id, serviceId: address?.serviceId, enabled: false });
    expect(off.errors).toBeUndefined();
    expect(off.data?.setServiceAccess.find((line) => line.name === 'Address Lookup')?.enabled).toBe(false);
    const after = (await accessOf('owner@acme.example')).data?.groupServiceAccess;
    expect(enabledNames(after?.users.find((user) => user.userId === member?.id)?.services)).not.toContain('Address Lookup');
    // The owner's own switches, and the tokens', are left as they were.
    expect(enabledNames(after?.users.find((user) => user.userId === owner?.id)?.services)).toContain('Address Lookup');

    const tokenOff = await set({ groupId: ACME_MAIN, userId: owner?.id, tokenId: website?.tokenId, serviceId: address?.serviceId, enabled: false });
    expect(tokenOff.data?.setServiceAccess.find((line) => line.name === 'Address Lookup')?.enabled).toBe(false);
    const tokens = (await accessOf('owner@acme.example')).data?.groupServiceAccess.tokens;
    expect(enabledNames(tokens?.find((token) => token.tag === 'website')?.services)).not.toContain('Address Lookup');
    expect(enabledNames(tokens?.find((token) => token.tag === 'crm')?.services)).toContain('Address Lookup');

    const on = await set({ groupId: ACME_MAIN, userId: member?.id, serviceId: address?.serviceId, enabled: true });
    expect(on.data?.setServiceAccess.find((line) => line.name === 'Address Lookup')?.enabled).toBe(true);
    const tokenOn = await set({ groupId: ACME_MAIN, userId: owner?.id, tokenId: website?.tokenId, serviceId: address?.serviceId, enabled: true });
    expect(tokenOn.data?.setServiceAccess.find((line) => line.name === 'Address Lookup')?.enabled).toBe(true);
  });

  it('offers an Australian account no Payment Validation switch, and will not switch it, as Payment Validation is uk only', async () => {
    const res = await graphql<{ groupServiceAccess: Access }>(portal.gateway, ACCESS, { groupId: KOALA_MAIN }, as('koala@koala.example'));
    expect(res.errors).toBeUndefined();
    const holders = [...(res.data?.groupServiceAccess.users ?? []), ...(res.data?.groupServiceAccess.tokens ?? [])];
    expect(holders.map((holder) => holder.services.map((line) => line.name))).toEqual(
      holders.map(() => ['Address Lookup', 'Address Autocomplete', 'Email Validation', 'Name Validation']),
    );
    // A uk account keeps it.
    const acme = (await accessOf('owner@acme.example')).data?.groupServiceAccess;
    expect(acme?.users[0]?.services.map((line) => line.name)).toContain('Payment Validation');

    const payment = (
      await graphql<{ providerServices: { serviceId: string; name: string }[] }>(portal.gateway, SERVICES, {}, as('koala@koala.example'))
    ).data?.providerServices.find((service) => service.name === 'Payment Validation');
    const koala = people.get('koala@koala.example');
    const before = upstreamCalls('upstream userServer PUT /userservices');
    const set = await graphql(
      portal.gateway,
      SET,
      { groupId: KOALA_MAIN, userId: koala?.id, serviceId: payment?.serviceId, enabled: true },
      as('koala@koala.example'),
    );
    expect(set.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'allow the service', reason: 'TERRITORY' });
    expect(upstreamCalls('upstream userServer PUT /userservices')).toBe(before);
    // What the switch of a service it can have answers leaves Payment Validation out too.
    const address = holders[0]?.services.find((line) => line.name === 'Address Lookup');
    const kept = await graphql<{ setServiceAccess: Switch[] }>(
      portal.gateway,
      SET,
      { groupId: KOALA_MAIN, userId: koala?.id, serviceId: address?.serviceId, enabled: true },
      as('koala@koala.example'),
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.setServiceAccess.map((line) => line.name)).not.toContain('Payment Validation');
  });

  it('lets staff read and change an account’s switches', async () => {
    const res = await accessOf('admin@provider.example');
    expect(res.errors).toBeUndefined();
    expect(res.data?.groupServiceAccess.users.length).toBeGreaterThan(0);
  });

  it('refuses a member and another organisation’s owner, before asking the user server', async () => {
    const before = upstreamCalls('upstream userServer GET /userservices') + upstreamCalls('upstream userServer PUT /userservices');
    for (const userName of ['member@acme.example', 'solo@solo.example']) {
      const read = await accessOf(userName);
      expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'load the services allowed' });
      expect(shownByPortal(read.errors?.[0]?.extensions)).toBe(refusals.owner);
      const change = await graphql(portal.gateway, SET, { groupId: ACME_MAIN, userId: people.get(userName)?.id, serviceId: '1', enabled: true }, as(userName));
      expect(change.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'allow the service' });
      const jwt = await graphql(portal.gateway, JWT, { serviceId: '2', groupId: ACME_MAIN }, as(userName));
      expect(jwt.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'get the service JWT' });
    }
    expect(upstreamCalls('upstream userServer GET /userservices') + upstreamCalls('upstream userServer PUT /userservices')).toBe(before);
  });

  it('gives the owner a service JWT for a service that offers one, and passes on the refusal of one that does not', async () => {
    const services = (
      await graphql<{ providerServices: { serviceId: string; name: string; offersJwt: boolean }[] }>(portal.gateway, SERVICES, {}, as('owner@acme.example'))
    ).data?.providerServices;
    const offering = services?.find((service) => service.offersJwt);
    const notOffering = services?.find((service) => !service.offersJwt);
    const res = await graphql<{ serviceJwt: { serviceId: string; groupId: string; jwt: string; expiry: string } }>(
      portal.gateway,
      JWT,
      { serviceId: offering?.serviceId, groupId: ACME_MAIN },
      as('owner@acme.example'),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.serviceJwt).toMatchObject({ serviceId: offering?.serviceId, groupId: ACME_MAIN });
    expect(res.data?.serviceJwt.jwt.split('.')).toHaveLength(3);
    expect(Date.parse(res.data?.serviceJwt.expiry ?? '')).toBeGreaterThan(Date.now());

    const refused = await graphql(portal.gateway, JWT, { serviceId: notOffering?.serviceId, groupId: ACME_MAIN }, as('owner@acme.example'));
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      action: 'get the service JWT',
      msg: `${notOffering?.name} offers no service JWT`,
    });
  });
});

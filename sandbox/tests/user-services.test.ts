import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { tokenIds } from '../src/seed/tokens';
import { claimsOf, signIn, startTestSandbox, userServer, type SessionUser } from './support';

const ACME_MAIN = 103;

interface ServiceSwitch {
  serviceId: number;
  service: string;
  name: string;
  enabled: boolean;
}

describe('services, userservices and service JWTs', () => {
  let sandbox: RunningSandbox;
  const sessions: Record<string, SessionUser> = {};
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of ['owner@acme.example', 'member@acme.example', 'admin@provider.example']) sessions[user] = await signIn(sandbox, user);
  });
  afterAll(() => sandbox.close());

  const as = (user: string) => `Bearer ${sessions[user]?.jwt ?? ''}`;
  const memberId = () => sessions['member@acme.example']?.id ?? 0;
  const call = (method: 'get' | 'put' | 'delete', user: string, query: Record<string, number>) => {
    const server = userServer(sandbox);
    return server[method]('/userservices')
      .query({ groupId: ACME_MAIN, userId: memberId(), ...query })
      .set('Authorization', as(user));
  };

  it('lists the services, naming those that offer a service JWT', async () => {
    const response = await userServer(sandbox).get('/services').set('Authorization', as('member@acme.example'));
    expect(response.status).toBe(200);
    const services = response.body as { serviceId: number; name: string; offersJwt: boolean }[];
    expect(services.map((service) => service.name)).toEqual([
      'Address Lookup',
      'Address Autocomplete',
      'Email Validation',
      'Payment Validation',
      'Name Validation',
    ]);
    expect(services.filter((service) => service.offersJwt).map((service) => service.serviceId)).toEqual([2]);
  });

  it('switches a service off and on for a user of the group, and separately for a token', async () => {
    expect(((await call('get', 'owner@acme.example', {})).body as ServiceSwitch[]).every((entry) => entry.enabled)).toBe(true);
    const off = (await call('delete', 'owner@acme.example', { serviceId: 3 })).body as ServiceSwitch[];
    expect(off.find((entry) => entry.serviceId === 3)?.enabled).toBe(false);
    const forToken = (await call('get', 'owner@acme.example', { tokenId: tokenIds.acmeWebsite })).body as ServiceSwitch[];
    expect(forToken.find((entry) => entry.serviceId === 3)?.enabled).toBe(true);
    const on = (await call('put', 'admin@provider.example', { serviceId: 3 })).body as ServiceSwitch[];
    expect(on.find((entry) => entry.serviceId === 3)?.enabled).toBe(true);
  });

  it('refuses a member, an unknown service, and a token of another account', async () => {
    expect((await call('get', 'member@acme.example', {})).body).toEqual({ msg: "Not allowed to manage that group's services" });
    expect((await call('put', 'owner@acme.example', { serviceId: 99 })).body).toEqual({ msg: 'Service not found' });
    expect((await call('get', 'owner@acme.example', { tokenId: tokenIds.koalaWebsite })).body).toEqual({ msg: 'Token not found' });
  });

  it('gives a day-long service JWT for the account where the service offers one', async () => {
    const jwt = (serviceId: number, user = 'owner@acme.example') =>
      userServer(sandbox).get('/tokens/servicejwt').query({ serviceId, groupId: ACME_MAIN }).set('Authorization', as(user));
    const issued = await jwt(2);
    expect(issued.status).toBe(200);
    const body = issued.body as { jwt: string; expiry: number; serviceId: number; groupId: number };
    expect(body).toMatchObject({ serviceId: 2, groupId: ACME_MAIN });
    expect(claimsOf(body.jwt).accId).toBe(ACME_MAIN);
    expect((await jwt(1)).body).toEqual({ msg: 'Address Lookup offers no service JWT' });
    expect((await jwt(2, 'member@acme.example')).status).toBe(403);
  });
});

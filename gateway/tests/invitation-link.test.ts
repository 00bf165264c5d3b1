import { serviceEnvVars } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { memoryLog } from './helpers/memory-log';

// An invitation's e-mail link (InvitationInput.acceptUrl) leads to the portal and nowhere else:
// the provider's own e-mail carries it. Through /graphql against the sandbox, with the e-mail read
// from the sandbox's outbox.

const ACME_MAIN = '103';
const KOALA_MAIN = '113';
const INVITE = 'mutation I($groupId: ID!, $input: InvitationInput!) { inviteGroupUser(groupId: $groupId, input: $input) { email } }';

let portal: SandboxGateway;
/** Gateways in front of the same sandbox: one told the portal's origins (PORTAL_ORIGINS), one behind a proxy on loopback. */
let configured: Gateway;
let proxied: Gateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
  const services: Record<string, string> = {};
  for (const [name, variable] of Object.entries(serviceEnvVars)) services[variable] = portal.sandbox.urls[name as keyof typeof portal.sandbox.urls];
  configured = createGateway(loadConfig({ ...services, PORTAL_ORIGINS: 'https://portal.example, https://au.portal.example' }), { logger: memoryLog().logger });
  proxied = createGateway(loadConfig({ ...services, TRUSTED_PROXIES: 'loopback' }), { logger: memoryLog().logger });
});

afterAll(async () => {
  await configured?.stop();
  await proxied?.stop();
  await portal?.close();
});

const linkTo = (email: string) =>
  portal.sandbox.store
    .outboxFor(email)
    .filter((message) => message.kind === 'invitation')
    .at(-1)?.link;

async function invite(jwt: string, groupId: string, email: string, acceptUrl: string, headers: Record<string, string>, gateway = portal.gateway) {
  return graphql<{ inviteGroupUser: { email: string } }>(gateway, INVITE, { groupId, input: { email, acceptUrl } }, jwt, headers);
}

const refusal = (origins: string) => ({
  message: `input.acceptUrl must be a page of the portal (${origins}), such as its register page, without a query.`,
  extensions: { code: 'BAD_USER_INPUT', argument: 'input.acceptUrl' },
});

describe("an invitation's link", () => {
  it('may lead to the portal the web app was opened at, on the uk host and the au. host, and the e-mail carries it', async () => {
    const owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
    const uk = await invite(owner, ACME_MAIN, 'uk-joiner@fresh.example', 'http://localhost:4000/portal/register', { host: 'localhost:4000' });
    expect(uk.errors).toBeUndefined();
    expect(linkTo('uk-joiner@fresh.example')).toMatch(/^http:\/\/localhost:4000\/portal\/register\?invitation=/);

    const koala = (await signIn(portal.gateway, 'koala@koala.example')).jwt;
    const au = await invite(koala, KOALA_MAIN, 'au-joiner@fresh.example', 'http://au.localhost:4000/portal/register', { host: 'au.localhost:4000' });
    expect(au.errors).toBeUndefined();
    expect(linkTo('au-joiner@fresh.example')).toMatch(/^http:\/\/au\.localhost:4000\/portal\/register\?invitation=/);
  });

  it('may not lead to another site, another port or scheme, a page outside /portal/, or carry a query; nothing is sent', async () => {
    const owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
    const host = { host: 'localhost:4000' };
    for (const acceptUrl of [
      'https://evil.example/portal/register',
      'http://localhost:4000.evil.example/portal/register',
      'http://localhost:4001/portal/register',
      'https://localhost:4000/portal/register',
      'http://localhost:4000/login',
      'http://localhost:4000/portal/../evil',
      'http://localhost:4000/portal/register?invitation=mine',
      'http://someone@localhost:4000/portal/register',
      'not an address',
    ]) {
      const res = await invite(owner, ACME_MAIN, 'phished@fresh.example', acceptUrl, host);
      expect(res.data, acceptUrl).toBeNull();
      expect(res.errors, acceptUrl).toMatchObject([refusal('http://localhost:4000/portal/')]);
    }
    expect(portal.sandbox.store.outboxFor('phished@fresh.example')).toEqual([]);
  });

  it('with PORTAL_ORIGINS set, may lead only to those, whatever Host the caller sends', async () => {
    const owner = (await signIn(configured, 'owner@acme.example')).jwt;
    const origins = 'https://portal.example/portal/, https://au.portal.example/portal/';
    const forged = await invite(owner, ACME_MAIN, 'forged@fresh.example', 'http://evil.example/portal/register', { host: 'evil.example' }, configured);
    expect(forged.errors).toMatchObject([refusal(origins)]);
    expect(portal.sandbox.store.outboxFor('forged@fresh.example')).toEqual([]);

    const sent = await invite(owner, ACME_MAIN, 'listed@fresh.example', 'https://au.portal.example/portal/register', { host: 'gateway:4000' }, configured);
    expect(sent.errors).toBeUndefined();
    expect(linkTo('listed@fresh.example')).toMatch(/^https:\/\/au\.portal\.example\/portal\/register\?invitation=/);
  });

  it('behind a trusted proxy, may lead to the origin the proxy says the browser asked for', async () => {
    const owner = (await signIn(proxied, 'owner@acme.example')).jwt;
    const headers = { host: 'gateway:4000', 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' };
    const sent = await invite(owner, ACME_MAIN, 'behind@fresh.example', 'https://portal.example/portal/register', headers, proxied);
    expect(sent.errors).toBeUndefined();
    expect(linkTo('behind@fresh.example')).toMatch(/^https:\/\/portal\.example\/portal\/register\?invitation=/);
    const direct = await invite(owner, ACME_MAIN, 'behind2@fresh.example', 'http://gateway:4000/portal/register', headers, proxied);
    expect(direct.errors).toMatchObject([refusal('https://portal.example/portal/')]);
  });

  it("takes X-Forwarded-Host only from a trusted proxy, so a client cannot name the portal's origin as it pleases", async () => {
    const owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
    const res = await invite(owner, ACME_MAIN, 'spoofed@fresh.example', 'https://evil.example/portal/register', {
      host: 'localhost:4000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.errors).toMatchObject([refusal('http://localhost:4000/portal/')]);
  });
});

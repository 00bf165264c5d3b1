import { providerExtensions, startSandbox } from '@portal/sandbox';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KNOWN_MAPPING_TYPES } from '../src/address-cleanse/mapping-types';
import { serviceNames, type ServiceName } from '../src/upstream/service-names';
import { contract } from '../src/upstream/contract';
import { EXTENSION_RECHECK_MS } from '../src/upstream/service';
import { Upstream } from '../src/upstream/upstream';
import { sha256, uploadThroughGateway } from './helpers/cleanse-upload';
import { sendJson, startLocalServer } from './helpers/local-server';
import { memoryLog } from './helpers/memory-log';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// The portal against services without the provider's extensions (docs/upstream-contract.md): the
// strict sandbox answers each 404, as a real service without it would.

const ACME_MAIN = '103';
const extensions = contract.filter((call) => call.source === 'extension');

describe('a strict sandbox', () => {
  it("answers every extension of the gateway's contract 404, and the same calls otherwise when not strict", async () => {
    const [strict, full] = await Promise.all([startSandbox({ strict: true }), startSandbox({ strict: false })]);
    try {
      for (const call of extensions) {
        const send = (base: string) => fetch(`${base}${call.path}`, { method: call.method });
        const without = await send(strict.urls[call.service]);
        expect(without.status, `${call.service} ${call.method} ${call.path}`).toBe(404);
        expect(await without.json()).toEqual({ msg: 'Not found' });
        // Without a session the call is refused, not unknown: the sandbox has it.
        expect((await send(full.urls[call.service])).status, `${call.service} ${call.method} ${call.path}`).toBe(401);
      }
    } finally {
      await Promise.all([strict.close(), full.close()]);
    }
  });

  it("leaves out exactly the contract's extensions", () => {
    for (const service of serviceNames.filter((name) => name !== 'fileServerAustralia')) {
      const listed = extensions.filter((call) => call.service === service).map((call) => `${call.method} ${call.path}`);
      expect([...providerExtensions[service]].sort(), service).toEqual(listed.sort());
    }
    // The australia file server is the uk one's twin; the gateway does not call it.
    expect(providerExtensions.fileServerAustralia).toEqual(providerExtensions.fileServerUk);
  });
});

describe('the portal without the extensions', () => {
  let portal: SandboxGateway;
  let owner: string;
  beforeAll(async () => {
    portal = await startSandboxGateway();
    expect(portal.sandbox.strict).toBe(true);
    owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
  });
  afterAll(async () => {
    await portal?.close();
  });
  const calls = (line: string) => portal.log.filter((entry) => entry.startsWith(line)).length;

  it('confirms an order as not available, without an error, and asks the account manager twice, then not again', async () => {
    const CONFIRM = 'query C($o: ID!) { shopOrderConfirmation(orderId: $o) { available order { orderId } } }';
    const first = await graphql(portal.gateway, CONFIRM, { o: '1' }, owner);
    expect(first).toEqual({ data: { shopOrderConfirmation: { available: false, order: null } } });
    const second = await graphql(portal.gateway, CONFIRM, { o: '2' }, owner);
    expect(second.data).toEqual({ shopOrderConfirmation: { available: false, order: null } });
    // The order, then the call without its order id: a 404 to both is a missing call, not a missing order.
    expect(calls('upstream accountManager GET /shop/order')).toBe(2);
    const old = await graphql(portal.gateway, 'query O($o: ID!) { shopOrder(orderId: $o) { orderId } }', { o: '1' }, owner);
    expect(old.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('offers the address fields the portal knows for mapping', async () => {
    const options = await graphql<{ addressCleanseOptions: { mappingTypes: string[] } }>(
      portal.gateway,
      'query O($a: ID!) { addressCleanseOptions(accountId: $a) { mappingTypes } }',
      { a: ACME_MAIN },
      owner,
    );
    expect(options.errors).toBeUndefined();
    expect(options.data?.addressCleanseOptions.mappingTypes).toEqual([...KNOWN_MAPPING_TYPES]);
    expect(options.data?.addressCleanseOptions.mappingTypes).toEqual(expect.arrayContaining(['Address', 'Town', 'Postcode']));
  });

  it("uploads from the browser's own count of acknowledged chunks, says the file server does not report them, and abandons a cancelled upload", async () => {
    const data = Buffer.from('Name,Address,Town,Postcode\r\nJane,1 High Street,London,EC1A 1BB\r\n');
    const done = await uploadThroughGateway(portal.gateway.app, owner, ACME_MAIN, data, { chunkSize: 20 });
    expect(done).toMatchObject({ status: 200, body: { hash: sha256(data) } });

    const auth = `Bearer ${owner}`;
    const begun = await request(portal.gateway.app)
      .post('/address-cleanse/upload/begin')
      .query({ accountId: ACME_MAIN, filePrefix: 'left.csv' })
      .set('authorization', auth);
    const { fileId } = begun.body as { fileId: string };
    const status = await request(portal.gateway.app).get('/address-cleanse/upload/status').query({ accountId: ACME_MAIN, fileId }).set('authorization', auth);
    expect(status.status).toBe(404);
    expect(status.body).toMatchObject({ code: 'NOT_FOUND', msg: expect.stringMatching(/^The file server does not say which chunks it holds/) as unknown });
    const cancelled = await request(portal.gateway.app)
      .post('/address-cleanse/upload/cancel')
      .query({ accountId: ACME_MAIN, fileId })
      .set('authorization', auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ fileId, cancelled: false });
  });
});

describe('the request layer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  it('learns once that a service lacks an extension, and asks again after a while', async () => {
    let answer = 404;
    const server = await startLocalServer((_request, res) => sendJson(res, answer, answer === 200 ? { refusalThreshold: 3 } : { msg: 'Not found' }));
    cleanups.push(server.close);
    let now = 1_000_000;
    const log: string[] = [];
    const services = Object.fromEntries(serviceNames.map((name) => [name, server.url])) as Record<ServiceName, string>;
    const upstream = new Upstream({ services, timeoutMs: 5_000, cacheTimeMs: 0, logger: memoryLog(log).logger, now: () => now });
    cleanups.push(() => upstream.close());
    const client = upstream.service('userServer').forCaller('Bearer x');
    const alerts = () =>
      client.extension({
        action: 'load the token alerts',
        method: 'GET',
        path: '/tokens/alerts',
        answer: z.object({ refusalThreshold: z.number() }),
        auth: { kind: 'bearer' },
        cache: false,
      });

    expect(await alerts()).toBeUndefined();
    expect(await alerts()).toBeUndefined();
    expect(server.seen).toHaveLength(1);
    expect(log.filter((line) => line.includes('userServer has no GET /tokens/alerts (404)'))).toHaveLength(1);

    answer = 200;
    now += EXTENSION_RECHECK_MS - 1;
    expect(await alerts()).toBeUndefined();
    now += 1;
    expect(await alerts()).toEqual({ refusalThreshold: 3 });
    expect(server.seen).toHaveLength(2);
  });

  it('raises any other failure of an extension as the common error', async () => {
    const server = await startLocalServer((_request, res) => sendJson(res, 500, { msg: 'Broken' }));
    cleanups.push(server.close);
    const services = Object.fromEntries(serviceNames.map((name) => [name, server.url])) as Record<ServiceName, string>;
    const upstream = new Upstream({ services, timeoutMs: 5_000, cacheTimeMs: 0, logger: memoryLog().logger });
    cleanups.push(() => upstream.close());
    const client = upstream.service('accountManager').forCaller('Bearer x');
    await expect(
      client.extension({ action: 'load the order', method: 'GET', path: '/shop/order', answer: z.unknown(), auth: { kind: 'bearer' } }),
    ).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_ERROR', msg: 'Broken' },
    });
  });
});

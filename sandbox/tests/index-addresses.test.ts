import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { addressCatalogue, UK_DATASET } from '../src/addresses/catalogue';
import { WARM_UP_ADDRESSES, WARM_UP_SEARCHES, warmUpSearches } from '../src/services/autocomplete-warm-up';
import { signIn, startTestSandbox } from './support';

const ACME_MAIN = 103;

/** The suggestions' ids for what was typed, through the autocomplete service. */
async function suggestionIds(sandbox: RunningSandbox, jwt: string, typed: string): Promise<string[]> {
  const response = await request(sandbox.urls.autocomplete)
    .get('/autoc/json')
    .query({ accId: ACME_MAIN, dataset: UK_DATASET, q: typed })
    .set('Authorization', `Bearer ${jwt}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { id: string }[]).map((suggestion) => suggestion.id);
}

/** What the store keeps of a caller's use of the services. */
const usageOf = (sandbox: RunningSandbox) => JSON.stringify([sandbox.store.subscriptionUsage, sandbox.store.tokenUsage, sandbox.store.outbox]);

describe('indexAddresses', () => {
  it('leaves the services answering while it works, and the searches after it find what the index holds', async () => {
    const sandbox = await startTestSandbox();
    try {
      const { jwt } = await signIn(sandbox, 'owner@acme.example');
      const usage = usageOf(sandbox);
      const indexing = sandbox.indexAddresses();
      const meanwhile = await suggestionIds(sandbox, jwt, 'high st');
      await indexing;
      const expected = addressCatalogue()
        .suggest(UK_DATASET, 'high st', 10)
        .map((entry) => entry.record.id);
      expect(expected).toHaveLength(10);
      expect(meanwhile).toEqual(expected);
      expect(await suggestionIds(sandbox, jwt, 'high st')).toEqual(expected);
      expect(await suggestionIds(sandbox, jwt, 'm20 2')).toEqual(
        addressCatalogue()
          .suggest(UK_DATASET, 'm20 2', 10)
          .map((entry) => entry.record.id),
      );
      // Its own searches counted nothing, for anyone.
      expect(usageOf(sandbox)).toBe(usage);
    } finally {
      await sandbox.close();
    }
  });

  it("searches through the autocomplete service's own port, as a caller typing would, and each search is answered", async () => {
    const sandbox = await startTestSandbox();
    const port = new URL(sandbox.urls.autocomplete).port;
    const answered: { typed: string | null; status: number }[] = [];
    const finished = (message: unknown) => {
      const { request: req, response } = message as { request: IncomingMessage; response: ServerResponse };
      if (String(req.socket.localPort) !== port) return;
      answered.push({ typed: new URL(req.url ?? '', 'http://sandbox').searchParams.get('q'), status: response.statusCode });
    };
    subscribe('http.server.response.finish', finished);
    try {
      await sandbox.indexAddresses();
    } finally {
      unsubscribe('http.server.response.finish', finished);
      await sandbox.close();
    }
    expect(answered).toEqual(warmUpSearches().map((typed) => ({ typed, status: 200 })));
    // Typed a character at a time, from the second on: short words first, then whole addresses of the index.
    expect(warmUpSearches().slice(0, WARM_UP_SEARCHES.length)).toEqual(WARM_UP_SEARCHES);
    expect(WARM_UP_SEARCHES.slice(0, 3)).toEqual(['hi', 'hig', 'high']);
    const addresses = warmUpSearches().slice(WARM_UP_SEARCHES.length);
    expect(addresses.filter((typed) => typed.length === 2)).toHaveLength(WARM_UP_ADDRESSES);
    expect(addresses.some((typed) => typed.includes(', '))).toBe(true);
  });

  it('ends, without failing, when the sandbox closes while it works', async () => {
    const sandbox = await startTestSandbox();
    const indexing = sandbox.indexAddresses();
    await sandbox.close();
    await expect(indexing).resolves.toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDocumentTexts } from '../src/generated/web-documents';
import { createGateway, type Gateway } from '../src/server';
import { LONGEST_PERSISTED_QUERY, persistable } from '../src/shared/persisted-queries';
import { memoryState } from '../src/shared/shared-state';
import { testConfig } from './helpers/config';
import { silentLogger } from './helpers/memory-log';
import type { GraphQLResponse } from './helpers/sandbox-gateway';

// Anyone may register a persisted query, signed in or not, and a comment is no parse token: a
// text over the bound is answered but kept nowhere (shared-state.test.ts has the same through Redis).

let gateway: Gateway;

beforeAll(() => {
  // `__typename` asks no service: nothing listens on port 9.
  gateway = createGateway(testConfig('http://127.0.0.1:9'), { logger: silentLogger });
});

afterAll(async () => {
  await gateway.stop();
});

const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } });

async function post(body: Record<string, unknown>): Promise<GraphQLResponse<{ __typename: string }>> {
  return (await request(gateway.app).post('/graphql').send(body)).body as GraphQLResponse<{ __typename: string }>;
}

describe('a persisted query sent to a gateway without Redis, by someone not signed in', () => {
  it('is answered but not kept when its text is over the bound: its hash alone is PERSISTED_QUERY_NOT_FOUND', async () => {
    const tooLong = `query TooLong { __typename }\n#${'A'.repeat(LONGEST_PERSISTED_QUERY)}`;
    expect((await post({ query: tooLong, extensions: persisted(tooLong) })).data).toEqual({ __typename: 'Query' });
    expect((await post({ extensions: persisted(tooLong) })).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The client then sends the text again, as the protocol provides, and is answered again.
    expect((await post({ query: tooLong, extensions: persisted(tooLong) })).data).toEqual({ __typename: 'Query' });
  });

  it('is kept when its text is at the bound: its hash alone is answered', async () => {
    const atTheBound = 'query AtTheBound { __typename }\n#'.padEnd(LONGEST_PERSISTED_QUERY, 'A');
    expect((await post({ query: atTheBound, extensions: persisted(atTheBound) })).errors).toBeUndefined();
    await expect.poll(async () => (await post({ extensions: persisted(atTheBound) })).data).toEqual({ __typename: 'Query' });
  });
});

describe("the in-memory store of persisted queries (memoryState's)", () => {
  it('keeps a text up to LONGEST_PERSISTED_QUERY UTF-8 bytes, and none longer', async () => {
    const { persistedQueries } = memoryState();
    const atTheBound = 'A'.repeat(LONGEST_PERSISTED_QUERY);
    // 4,000 characters, 12,000 bytes.
    const euros = '€'.repeat(4_000);
    await persistedQueries.set('apq:at', atTheBound, { ttl: 60 });
    await persistedQueries.set('apq:over', `${atTheBound}A`, { ttl: 60 });
    await persistedQueries.set('apq:euros', euros, { ttl: 60 });
    expect(await persistedQueries.get('apq:at')).toBe(atTheBound);
    expect(await persistedQueries.get('apq:over')).toBeUndefined();
    expect(await persistedQueries.get('apq:euros')).toBeUndefined();
    expect([atTheBound, `${atTheBound}A`, euros, '€'.repeat(3_333)].map(persistable)).toEqual([true, false, false, true]);
  });

  it("keeps every one of the web app's documents, with room to spare", () => {
    const longest = Math.max(...webDocumentTexts.map((text) => Buffer.byteLength(text, 'utf8')));
    expect(longest).toBeGreaterThan(1_000);
    expect(longest * 2).toBeLessThan(LONGEST_PERSISTED_QUERY);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import type { SessionUser } from '../lib/session/session-user';
import { explorerFetcher } from './explorer-fetcher';
import { sessionFetch } from './session-fetch';

const owner: SessionUser = { jwt: 'owner-jwt', id: '7', userName: 'owner@acme.example', recycleDate: 0, roles: ['account'], territory: 'uk', validated: true };
const progress = 'subscription { bureauFileProgress(accountId: "103", fileId: "401") { status percent } }';

/** What the gateway pushes at /graphql/stream (graphql-sse's events). */
const events = (...updates: unknown[]) =>
  new Response([...updates.map((data) => `event: next\ndata: ${JSON.stringify(data)}\n\n`), 'event: complete\ndata:\n\n'].join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

/** Runs `query` as GraphiQL does, with what the person wrote in Headers, and collects what it shows. */
async function run(answer: Response, query: string, headers?: Record<string, string>) {
  const send = vi.fn<typeof fetch>(async () => answer);
  const results = await explorerFetcher(sessionFetch(() => owner, send))({ query }, { headers, documentAST: parse(query) });
  const shown: unknown[] = [];
  if (Symbol.asyncIterator in Object(results)) for await (const result of results as AsyncIterable<unknown>) shown.push(result);
  else shown.push(results);
  const [url, init] = send.mock.calls[0]!;
  return { shown, url, init: init!, headers: new Headers(init!.headers) };
}

describe("the explorer's subscriptions", () => {
  it('are sent to /graphql/stream as the signed-in person, and show each update the gateway pushes', async () => {
    const first = { data: { bureauFileProgress: { status: 'running', percent: 40 } } };
    const last = { data: { bureauFileProgress: { status: 'finished', percent: 100 } } };
    const { shown, url, init, headers } = await run(events(first, last), progress);
    expect(shown).toEqual([first, last]);
    expect(url).toBe('/graphql/stream');
    expect(JSON.parse(init.body as string)).toMatchObject({ query: progress });
    expect(headers.get('authorization')).toBe('Bearer owner-jwt');
    expect(headers.get('accept')).toBe('text/event-stream');
  });

  it('carry the headers written in the Headers editor, whose Authorization wins', async () => {
    const { headers } = await run(events(), progress, { authorization: 'Bearer pasted', 'x-team': 'integrations' });
    expect(headers.get('authorization')).toBe('Bearer pasted');
    expect(headers.get('x-team')).toBe('integrations');
  });

  it('show the gateway’s refusal as its answer', async () => {
    const refused = { errors: [{ message: 'Cannot query field "state" on type "BureauFileProgress".' }] };
    const answer = new Response(JSON.stringify(refused), { status: 400, headers: { 'content-type': 'application/json' } });
    expect((await run(answer, progress)).shown).toEqual([refused]);
  });

  it('close the stream when the person stops them', async () => {
    const send = vi.fn<typeof fetch>(
      async () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('event: next\ndata: {"data":{}}\n\n')) })),
    );
    const results = (await explorerFetcher(send)({ query: progress }, { documentAST: parse(progress) })) as AsyncIterableIterator<unknown>;
    expect(await results.next()).toEqual({ done: false, value: { data: {} } });
    await results.return!();
    expect(send.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });
});

describe("the explorer's queries", () => {
  it('still go to /graphql', async () => {
    const { shown, url } = await run(Response.json({ data: { __typename: 'Query' } }), '{ __typename }');
    expect(url).toBe('/graphql');
    expect(shown).toEqual([{ data: { __typename: 'Query' } }]);
  });
});

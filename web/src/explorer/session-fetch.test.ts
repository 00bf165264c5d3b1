// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../lib/session/session-user';
import { sessionFetch } from './session-fetch';

const owner: SessionUser = { jwt: 'owner-jwt', id: '7', userName: 'owner@acme.example', recycleDate: 0, roles: ['account'], territory: 'uk', validated: true };

async function sentHeaders(session: SessionUser | null, headers?: Record<string, string>): Promise<Headers> {
  const send = vi.fn<typeof fetch>(async () => new Response('{}'));
  await sessionFetch(() => session, send)('/graphql', { method: 'POST', headers });
  return new Headers(send.mock.calls[0]![1]!.headers);
}

describe("the explorer's requests", () => {
  it('carry the signed-in portal user’s token', async () => {
    expect((await sentHeaders(owner, { 'content-type': 'application/json' })).get('authorization')).toBe('Bearer owner-jwt');
  });

  it('carry the Authorization the person typed in Headers instead, whatever its case', async () => {
    expect((await sentHeaders(owner, { authorization: 'Bearer pasted' })).get('authorization')).toBe('Bearer pasted');
    expect((await sentHeaders(owner, { Authorization: 'Bearer Pasted' })).get('authorization')).toBe('Bearer Pasted');
  });

  it('carry no token for someone not signed in', async () => {
    expect((await sentHeaders(null)).has('authorization')).toBe(false);
  });
});

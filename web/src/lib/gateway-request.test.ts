// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presentFailure } from '../components/failure/failure-presentation';
import { createApolloClient } from './apollo/client';
import { createGatewayRequest } from './gateway-request';
import { ReauthenticateMutation } from './session/session-documents';

const session = {
  __typename: 'SessionUser',
  jwt: 'd.e.f',
  id: '7',
  userName: 'owner@acme.example',
  recycleDate: 2_000_000_000,
  roles: ['account'],
  territory: 'uk',
  validated: true,
  accountId: '30',
};

/** A gateway answering every request with `body`, as a Response with `status` and `contentType`. */
function gatewayAnswering(body: string, status = 200, contentType = 'application/graphql-response+json; charset=utf-8') {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  });
  return { fetch, sent };
}

const gatewayError = (code: string, msg: string) =>
  JSON.stringify({ data: null, errors: [{ message: msg, extensions: { code, action: 'renew your session', upstreamStatus: null, msg } }] });

/** What the web shows for the failure of the same request sent through `request` and through Apollo Client. */
async function failureBothWays(fetch: typeof globalThis.fetch) {
  const request = createGatewayRequest({ token: () => 'a.b.c', onUnauthenticated: () => undefined, fetch });
  const byRequest = await request(ReauthenticateMutation, { accountId: null }).then(
    () => null,
    (error: unknown) => presentFailure(error, 'renew your session', true),
  );
  vi.stubGlobal('fetch', fetch);
  const client = createApolloClient({ token: () => 'a.b.c', onUnauthenticated: () => undefined });
  const byApollo = await client.mutate({ mutation: ReauthenticateMutation, variables: { accountId: null } }).then(
    () => null,
    (error: unknown) => presentFailure(error, 'renew your session', true),
  );
  return { byRequest, byApollo };
}

afterEach(() => vi.unstubAllGlobals());

describe('a request to the gateway without Apollo Client', () => {
  it("posts the document's text, fragments included, with its name, variables and the session's token", async () => {
    const gateway = gatewayAnswering(JSON.stringify({ data: { reauthenticate: session } }));
    const request = createGatewayRequest({ token: () => 'a.b.c', onUnauthenticated: () => undefined, fetch: gateway.fetch });
    expect(await request(ReauthenticateMutation, { accountId: '30' })).toEqual({ reauthenticate: session });

    const [{ url, init }] = gateway.sent;
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer a.b.c');
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: unknown; query: string };
    expect(body.operationName).toBe('Reauthenticate');
    expect(body.variables).toEqual({ accountId: '30' });
    expect(body.query).toMatch(/^mutation Reauthenticate\(\$accountId: ID\) \{/);
    expect(body.query).toContain('fragment SessionUser_session on SessionUser {');
  });

  it('sends no token when no one is signed in', async () => {
    const gateway = gatewayAnswering(JSON.stringify({ data: { reauthenticate: session } }));
    const request = createGatewayRequest({ token: () => undefined, onUnauthenticated: () => undefined, fetch: gateway.fetch });
    await request(ReauthenticateMutation, { accountId: null });
    expect(new Headers(gateway.sent[0]!.init.headers).has('authorization')).toBe(false);
  });

  it.each([
    [
      'a refusal from a service',
      gatewayAnswering(gatewayError('BAD_REQUEST', 'Invalid user name or password')).fetch,
      'Failed to renew your session: Invalid user name or password',
    ],
    [
      'a request the gateway refuses with 400',
      gatewayAnswering(JSON.stringify({ errors: [{ message: 'Too deep', extensions: { code: 'BAD_REQUEST' } }] }), 400).fetch,
      'Failed to renew your session: Too deep',
    ],
    [
      'an error page from a proxy',
      gatewayAnswering('<html>Bad Gateway</html>', 502, 'text/html').fetch,
      "Failed to renew your session: the portal's server answered 502",
    ],
    [
      'no answer at all',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      'Failed to renew your session: the portal cannot be reached. Check your connection.',
    ],
  ])('fails on %s exactly as Apollo Client does, so the web shows it alike', async (_, fetch, text) => {
    const { byRequest, byApollo } = await failureBothWays(fetch);
    expect(byRequest).toEqual(byApollo);
    expect(byRequest?.text).toBe(text);
  });

  it('ends the session on a 401, and the failure is shown nowhere else', async () => {
    const gateway = gatewayAnswering(gatewayError('UNAUTHENTICATED', 'Authentication Failure'));
    const onUnauthenticated = vi.fn();
    const request = createGatewayRequest({ token: () => 'a.b.c', onUnauthenticated, fetch: gateway.fetch });
    const error = await request(ReauthenticateMutation, { accountId: null }).catch((failure: unknown) => failure);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(presentFailure(error, 'renew your session', true).place).toBe('nowhere');
  });
});

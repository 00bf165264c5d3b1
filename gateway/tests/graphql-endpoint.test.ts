import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

// What /graphql serves and how it says so to a caller who sends something else there
// (docs/api-errors.md, "Calling the gateway"): subscriptions are /graphql/stream's, a mutation is
// never run by GET, and a browser's preflight from another site is told the methods, not let in.

let portal: SandboxGateway;
let jwt: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  jwt = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
});

afterAll(async () => {
  await portal?.close();
});

const PROGRESS = 'subscription { bureauFileProgress(accountId: "103", fileId: "401") { __typename } }';
const ELSEWHERE = "Subscriptions are served at /graphql/stream, over server-sent events (graphql-sse's protocol); /graphql takes queries and mutations";

describe('a subscription sent to /graphql', () => {
  it('is refused before it runs, naming /graphql/stream, with nothing logged as an error and no service asked', async () => {
    const lines = portal.log.length;
    const res = await request(portal.gateway.app).post('/graphql').set('authorization', `Bearer ${jwt}`).send({ query: PROGRESS });
    expect(res.status).toBe(400);
    const body = res.body as GraphQLResponse<unknown>;
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([{ message: ELSEWHERE, extensions: { code: 'BAD_REQUEST' } }]);
    // Run, it failed as "Something went wrong in the portal" and logged "Cannot return null for non-nullable field".
    expect(portal.log.slice(lines)).toEqual([]);
  });

  it('is refused when the request names it among other operations, while a query of the same document runs', async () => {
    const document = `query Me { me { userName } } ${PROGRESS.replace('subscription', 'subscription Progress')}`;
    const send = (operationName: string) =>
      request(portal.gateway.app).post('/graphql').set('authorization', `Bearer ${jwt}`).send({ query: document, operationName });
    const refused = await send('Progress');
    expect(refused.status).toBe(400);
    expect((refused.body as GraphQLResponse<unknown>).errors?.[0]?.message).toBe(ELSEWHERE);
    const answered = await send('Me');
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ data: { me: { userName: 'owner@acme.example' } } });
  });
});

describe('a mutation sent with GET', () => {
  it('is refused with 405 and Allow: POST, as docs/api-errors.md says', async () => {
    const res = await request(portal.gateway.app)
      .get('/graphql')
      .query({ query: 'mutation { reauthenticate { jwt } }' })
      .set('apollo-require-preflight', 'true')
      .set('authorization', `Bearer ${jwt}`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect((res.body as GraphQLResponse<unknown>).errors).toEqual([
      { message: 'GET requests only support query operations, not mutation operations', extensions: { code: 'BAD_REQUEST' } },
    ]);
  });
});

describe('OPTIONS /graphql', () => {
  it('names every method /graphql takes, POST among them, and lets no other origin in', async () => {
    const res = await request(portal.gateway.app)
      .options('/graphql')
      .set('origin', 'https://evil.example')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type, authorization');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, POST, OPTIONS');
    expect(res.text).toBe('');
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers a plain OPTIONS alike', async () => {
    const res = await request(portal.gateway.app).options('/graphql');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, POST, OPTIONS');
  });
});

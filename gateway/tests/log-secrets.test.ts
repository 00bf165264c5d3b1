import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadThroughGateway } from './helpers/cleanse-upload';
import { DEMO_PASSWORD, graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// The gateway's log, as an operator ships it, after everything that handles a secret: a sign-in
// (and a wrong password), exporting an API token, creating and trying a token's key, an address
// cleanse upload and a download through its link's ticket. None of them may be in it.

const ACME_MAIN = '103';
let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

describe('the log', () => {
  it('holds no password, jwt, token key or credential after a sign-in, a token export and an upload', async () => {
    const secrets: string[] = [DEMO_PASSWORD, 'wrong-Passw0rd!', Buffer.from(`owner@acme.example:${DEMO_PASSWORD}`).toString('base64')];
    const wrong = await graphql(portal.gateway, 'mutation { signIn(userName: "owner@acme.example", password: "wrong-Passw0rd!") { jwt } }');
    expect(wrong.errors?.[0]?.extensions.code).toBeDefined();
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    secrets.push(owner.jwt);

    const exported = await graphql<{ exportApiToken: string }>(
      portal.gateway,
      'mutation E($u: String!, $p: String!, $a: ID!) { exportApiToken(userName: $u, password: $p, accountId: $a) }',
      { u: 'owner@acme.example', p: DEMO_PASSWORD, a: ACME_MAIN },
    );
    secrets.push(exported.data!.exportApiToken);

    const made = await graphql<{ createApiToken: { id: string; key: string } }>(
      portal.gateway,
      'mutation C($i: NewApiTokenInput!) { createApiToken(input: $i) { id key } }',
      { i: { accountId: ACME_MAIN, tag: 'log-check', password: DEMO_PASSWORD } },
      owner.jwt,
    );
    const { id, key } = made.data!.createApiToken;
    secrets.push(key);
    const tried = await graphql<{ tryApiToken: { ok: boolean } }>(
      portal.gateway,
      'mutation T($a: ID!, $id: ID!) { tryApiToken(accountId: $a, id: $id) { ok } }',
      { a: ACME_MAIN, id },
      owner.jwt,
    );
    expect(tried.data?.tryApiToken.ok).toBe(true);

    const upload = await uploadThroughGateway(portal.gateway.app, owner.jwt, ACME_MAIN, Buffer.from('Name,Postcode\nJane Smith,SW1A 2AA\n'.repeat(500)));
    expect(upload.status).toBe(200);
    const file = await graphql<{ bureauFile: { downloadUrl: string } }>(
      portal.gateway,
      'query D($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { downloadUrl } }',
      { a: ACME_MAIN, f: '401' },
      owner.jwt,
    );
    const link = file.data!.bureauFile.downloadUrl;
    secrets.push(new URL(link, 'http://portal.test').searchParams.get('ticket')!);
    expect((await request(portal.gateway.app).get(link)).status).toBe(200);

    const log = portal.logged.raw.join('\n');
    // What was done is there, as an operator needs it...
    for (const line of [
      'upstream userServer GET /auth',
      'upstream fileServerUk POST /upload/chunk',
      'upstream autocomplete GET /autoc/json',
      'GET /address-cleanse/download',
    ])
      expect(log).toContain(line);
    // ...and no secret.
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[\w-]{8,}|bearer |basic |authorization|"password":|jwt=|ticket=|sbx_/i);
  });
});

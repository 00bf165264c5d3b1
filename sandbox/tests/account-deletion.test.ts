import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds } from '../src/seed/groups';
import { userIds } from '../src/seed/users';
import { SandboxStore } from '../src/store';
import { shopOf } from '../src/store/shop';
import { DEFAULT_REFUSAL_THRESHOLD } from '../src/store/token-alerts';
import { basicAuth, outbox, signIn, startTestSandbox, userServer } from './support';

// Deleting an account takes with it everything kept for it alone (store.ts, `forgetGroup`): its API
// tokens above all, whose keys must then be unknown rather than locked, and whose ids no later token
// or account takes.

interface TokenBody {
  id: number;
  parentId: number;
  tag: string;
  key: string;
  locked: boolean;
}

describe('deleting an account through the user server', () => {
  let sandbox: RunningSandbox;
  let owner = '';
  let koala = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    koala = (await signIn(sandbox, 'koala@koala.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const bearer = (jwt: string) => `Bearer ${jwt}`;
  const createAccount = async (jwt: string, groupId: number, name: string) => {
    const created = await userServer(sandbox).post('/groups').set('Authorization', bearer(jwt)).send({ groupId, type: 'account', name });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (created.body as { id: number }).id;
  };
  const createToken = async (userName: string, parentId: number, tag: string) => {
    const made = await userServer(sandbox).post('/tokens/password').set('Authorization', basicAuth(userName)).send({ parentId, tag });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as TokenBody;
  };
  /** A call of a look-up service made with the key, as an integrator's program makes it. */
  const lookUpWith = (key: string) => request(sandbox.urls.addressLookup).get('/countries/json').set('Authorization', `Bearer ${key}`);

  it('removes a locked token with its account: the key answers 401 Unknown API key, as a deleted token’s does', async () => {
    const accountId = await createAccount(owner, groupIds.acmeLtd, 'Zed');
    const token = await createToken('owner@acme.example', accountId, 'old-site');
    expect((await lookUpWith(token.key)).status).toBe(200);
    const locked = await userServer(sandbox).put('/tokens/lock').query({ id: token.id, lock: 'true' }).set('Authorization', bearer(owner));
    expect(locked.body).toMatchObject({ id: token.id, locked: true });
    const refused = await lookUpWith(token.key);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: 'The token is locked' });
    await userServer(sandbox).put('/tokens/alerts').query({ parentId: accountId }).set('Authorization', bearer(owner)).send({ refusalThreshold: 3 });

    const deleted = await userServer(sandbox).delete('/groups').query({ id: accountId }).set('Authorization', bearer(owner));
    expect(deleted.body).toEqual({ deleted: true });

    const unknown = await lookUpWith(token.key);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ msg: 'Unknown API key' });
    expect(sandbox.store.apiTokens.get(token.id)).toBeUndefined();
    expect(sandbox.store.tokens.some((held) => held.parentId === accountId)).toBe(false);
    expect(sandbox.store.tokenRefusals.summary(token.id, Math.floor(Date.now() / 1000), 10).total).toBe(0);
    expect(sandbox.store.tokenAlerts.thresholdOf(accountId)).toBe(DEFAULT_REFUSAL_THRESHOLD);
    expect((await userServer(sandbox).get('/tokens').query({ parentId: accountId }).set('Authorization', bearer(owner))).status).toBe(404);

    // The next account, in another organisation, takes a new id and holds no token.
    const koalaAccount = await createAccount(koala, groupIds.koalaPty, 'Koala Extra');
    expect(koalaAccount).toBeGreaterThan(accountId);
    const listed = await userServer(sandbox).get('/tokens').query({ parentId: koalaAccount }).set('Authorization', bearer(koala));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
    // Nor can Koala reach the old token by its id.
    expect((await userServer(sandbox).put('/tokens/lock').query({ id: token.id, lock: 'false' }).set('Authorization', bearer(koala))).status).toBe(404);
    const next = await createToken('koala@koala.example', koalaAccount, 'old-site');
    expect(next.id).toBeGreaterThan(token.id);
  });

  it("deletes the account's address cleanse files, from the bureau and the file server", async () => {
    const accountId = await createAccount(owner, groupIds.acmeLtd, 'Cleansing');
    const fileServer = () => request(sandbox.urls.fileServerUk);
    const text = Buffer.from('Ref,Name,Address,Town,Postcode\r\nR1,Ann Smith,1 High Street,Leeds,LS1 1AA\r\n');
    const begun = await fileServer().get('/upload/begin').query({ filePrefix: 'customers.csv' }).set('Authorization', bearer(owner));
    const fileServerId = (begun.body as { fileId: string }).fileId;
    await fileServer()
      .post('/upload/chunk')
      .query({ fileId: fileServerId, idx: 0 })
      .set('Authorization', bearer(owner))
      .set('content-type', 'application/octet-stream')
      .send(text);
    const hash = createHash('sha256').update(text).digest('hex');
    expect((await fileServer().get('/upload/end').query({ fileId: fileServerId, hash }).set('Authorization', bearer(owner))).status).toBe(200);
    const created = await request(sandbox.urls.bureau)
      .post('/files')
      .query({ accountId })
      .set('Authorization', bearer(owner))
      .send({ name: 'customers.csv', fileServerId, testFileServerId: fileServerId, delimiter: ',', hasHeader: true, useQuotes: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await fileServer().get(`/files/${fileServerId}`).set('Authorization', bearer(owner))).status).toBe(200);

    expect((await userServer(sandbox).delete('/groups').query({ id: accountId }).set('Authorization', bearer(owner))).body).toEqual({ deleted: true });

    expect(sandbox.store.bureauFiles.some((file) => file.accountId === accountId)).toBe(false);
    await expect.poll(async () => (await fileServer().get(`/files/${fileServerId}`).set('Authorization', bearer(owner))).status).toBe(404);
  });

  it("withdraws the account's pending invitations: the link no longer works", async () => {
    const accountId = await createAccount(owner, groupIds.acmeLtd, 'Invited');
    const email = 'guest@invited.example';
    const sent = await userServer(sandbox).post('/groupusers').query({ groupId: accountId, email }).set('Authorization', bearer(owner)).send({});
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sandbox.store.invitations.pendingFor(accountId)).toHaveLength(1);
    const jwt = (await outbox(sandbox, email)).find((message) => message.kind === 'invitation')?.code ?? '';

    expect((await userServer(sandbox).delete('/groups').query({ id: accountId }).set('Authorization', bearer(owner))).body).toEqual({ deleted: true });

    expect(sandbox.store.invitations.pendingFor(accountId)).toEqual([]);
    expect(await sandbox.store.invitations.read(jwt)).toBe('invalid');
    // Even by a signed-in user with that address, nothing is accepted into the deleted account.
    const accepted = await userServer(sandbox).post('/groupinvite').set('Authorization', bearer(owner)).send({ jwt });
    expect(accepted.status).toBe(400);
    expect(accepted.body).toEqual({ msg: 'This invitation is not valid' });
  });
});

describe('what the store drops and keeps of a deleted account', () => {
  const now = Date.UTC(2026, 2, 18, 9, 30);

  it("drops Acme Main's tokens, trial, cleanse files, saved card and payers; keeps its paid subscriptions, usage and orders", () => {
    const store = SandboxStore.create(() => now);
    const shop = shopOf(store, () => now);
    const account = groupIds.acmeMain;
    const order = shop.createOrder({
      organisationId: groupIds.acmeLtd,
      userId: userIds.owner,
      items: [],
      currency: 'GBP',
      billing: {
        company: 'Acme Ltd',
        name: 'Owner',
        email: 'owner@acme.example',
        address1: '1 High Street',
        town: 'Leeds',
        postcode: 'LS1 1AA',
        country: 'United Kingdom',
      },
      backUrl: '',
      paidUrl: '',
    });
    const held = store.subscriptions.find((subscription) => subscription.accountId === account);
    if (!held) throw new Error('Acme Main holds no subscription');
    // A free trial of a service it has no plan of, running.
    store.subscriptions.push({ ...held, subscriptionId: store.ids.subscriptions.next(), service: 'name', price: 0, trial: true, bundles: [] });
    const paid = store.subscriptions.filter((subscription) => subscription.accountId === account && !subscription.trial).length;
    const usage = store.subscriptionUsage.filter((day) => day.accountId === account).length;
    const tokenUsage = store.tokenUsage.filter((day) => day.accountId === account).length;
    const tokens = store.apiTokens.ofAccount(account);
    expect(tokens.length).toBe(2);
    expect(store.bureauFiles.some((file) => file.accountId === account)).toBe(true);
    expect(shop.savedCards.has(account)).toBe(true);

    expect(store.groupEdits.remove(account)).toBe(true);

    for (const token of tokens) {
      expect(store.apiTokens.get(token.id)).toBeUndefined();
      expect(store.apiTokens.findByKey(token.key)).toBeUndefined();
    }
    expect(store.bureauFiles.some((file) => file.accountId === account)).toBe(false);
    expect(shop.savedCards.has(account)).toBe(false);
    expect(shop.paymentUsers.has(account)).toBe(false);
    expect(store.subscriptions.some((subscription) => subscription.accountId === account && subscription.trial)).toBe(false);
    // Billing history stays.
    expect(store.subscriptions.filter((subscription) => subscription.accountId === account).length).toBe(paid);
    expect(paid).toBeGreaterThan(0);
    expect(store.subscriptionUsage.filter((day) => day.accountId === account).length).toBe(usage);
    expect(store.tokenUsage.filter((day) => day.accountId === account).length).toBe(tokenUsage);
    expect(shop.order(order.orderId)).toBe(order);
  });

  it("drops a deleted partner's leads", () => {
    const store = SandboxStore.create(() => now);
    expect(store.partnerLeads.forPartner(groupIds.northwindPartners).length).toBeGreaterThan(0);
    for (const child of [groupIds.acmeMain, groupIds.acmeWeb, groupIds.acmeLtd, groupIds.brightMain, groupIds.brightCharity]) {
      expect(store.groupEdits.remove(child)).toBe(true);
    }
    expect(store.groupEdits.remove(groupIds.northwindPartners)).toBe(true);
    expect(store.partnerLeads.forPartner(groupIds.northwindPartners)).toEqual([]);
    expect(store.leads.some((lead) => lead.parentId === groupIds.northwindPartners)).toBe(false);
  });
});

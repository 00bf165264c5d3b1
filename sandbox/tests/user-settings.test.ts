import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { DEMO_PASSWORD } from '../src';
import { basicAuth, captchaToken, manualClock, signIn, startTestSandbox, userServer } from './support';

const bearer = (jwt: string) => `Bearer ${jwt}`;

describe('PUT /users', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => sandbox.close());

  const put = (jwt: string, id: number | string, body: unknown) =>
    userServer(sandbox)
      .put('/users')
      .query({ id })
      .set('Authorization', bearer(jwt))
      .send(body as object);

  it('changes the names and address the user gives, stamping when and by whom, and answers the user', async () => {
    const owner = await signIn(sandbox, 'owner@acme.example');
    clock.advanceSeconds(60);
    const response = await put(owner.jwt, owner.id, { personalName: ' Olivia Owner-Smith ', address2: 'Unit 4', postcode: 'M1 2AB' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: owner.id,
      name: 'owner@acme.example',
      personalName: 'Olivia Owner-Smith',
      companyName: 'Acme Ltd',
      address1: '1 Acme Way',
      address2: 'Unit 4',
      postcode: 'M1 2AB',
      updateTimestamp: clock.now() / 1000,
      updateUserId: owner.id,
    });
    const read = await userServer(sandbox).get('/user').query({ id: owner.id }).set('Authorization', bearer(owner.jwt));
    expect(read.body).toMatchObject({ personalName: 'Olivia Owner-Smith', address2: 'Unit 4' });
  });

  it('lets admin staff change a customer, and refuses everyone else with 403, changing nothing', async () => {
    const admin = await signIn(sandbox, 'admin@provider.example');
    const member = await signIn(sandbox, 'member@acme.example');
    const owner = await signIn(sandbox, 'owner@acme.example');
    expect((await put(admin.jwt, member.id, { town: 'Salford' })).body).toMatchObject({ town: 'Salford', updateUserId: admin.id });
    // An owner of the member's group may read the member, but not change their record.
    const refused = await put(owner.jwt, member.id, { town: 'Leeds' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: 'Not allowed to change that user' });
    expect((await put(member.jwt, owner.id, { town: 'Leeds' })).status).toBe(403);
    expect(sandbox.store.getUser(member.id)?.town).toBe('Salford');
  });

  it('refuses blank required fields, fields that are not details, and an empty change', async () => {
    const solo = await signIn(sandbox, 'solo@solo.example');
    expect((await put(solo.jwt, solo.id, { personalName: '  ' })).body).toEqual({ msg: 'personalName is required' });
    expect((await put(solo.jwt, solo.id, { country: '' })).body).toEqual({ msg: 'country is required' });
    expect((await put(solo.jwt, solo.id, { email: 'x@y.example' })).body).toEqual({ msg: 'email cannot be changed with PUT /users' });
    expect((await put(solo.jwt, solo.id, { town: 7 })).body).toEqual({ msg: 'town must be text' });
    expect((await put(solo.jwt, solo.id, { town: 'x'.repeat(201) })).body).toEqual({ msg: 'town must be at most 200 characters' });
    const empty = await put(solo.jwt, solo.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ msg: 'Give at least one detail to change' });
    // A line of the address may be cleared.
    expect((await put(solo.jwt, solo.id, { address1: '' })).body).toMatchObject({ address1: '' });
  });

  it('answers 404 for an unknown user and 401 without a session', async () => {
    const admin = await signIn(sandbox, 'admin@provider.example');
    expect((await put(admin.jwt, 99_999, { town: 'Bath' })).status).toBe(404);
    expect((await userServer(sandbox).put('/users').query({ id: 1 }).send({ town: 'Bath' })).status).toBe(401);
  });
});

describe('DELETE /users', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  const remove = (jwt: string, id: number) => userServer(sandbox).delete('/users').query({ id }).set('Authorization', bearer(jwt));

  it('refuses an owner deleting a member of their group, and a member deleting their owner', async () => {
    const owner = await signIn(sandbox, 'owner@acme.example');
    const member = await signIn(sandbox, 'member@acme.example');
    const refused = await remove(owner.jwt, member.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: 'Not allowed to delete that user' });
    expect((await remove(member.jwt, owner.id)).status).toBe(403);
    expect(sandbox.store.getUser(member.id)).toBeDefined();
  });

  it('refuses to leave a group without an owner', async () => {
    const admin = await signIn(sandbox, 'admin@provider.example');
    const solo = sandbox.store.findUserByName('solo@solo.example');
    const refused = await remove(admin.jwt, solo?.id ?? 0);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ msg: 'The user is the only owner of Solo Traders; give it another owner first' });
  });

  it('lets a member delete themselves, after which their session and sign-in fail', async () => {
    const member = await signIn(sandbox, 'member@acme.example');
    const response = await remove(member.jwt, member.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true });
    expect(sandbox.store.getUser(member.id)).toBeUndefined();
    expect(sandbox.store.memberships.some((membership) => membership.userId === member.id)).toBe(false);
    expect((await userServer(sandbox).get('/reauth').set('Authorization', bearer(member.jwt))).status).toBe(401);
    expect((await userServer(sandbox).get('/auth').set('Authorization', basicAuth('member@acme.example'))).status).toBe(401);
  });

  it('lets staff delete a user who owns nothing alone', async () => {
    const token = await captchaToken(sandbox, 'signup');
    const registered = await userServer(sandbox).post('/users').query({ token }).send({
      email: 'leaving@example.com',
      password: 'Leaving123',
      personalName: 'Lee Leaving',
      companyName: 'Leaving Ltd',
      country: 'United Kingdom',
      territory: 'uk',
    });
    const id = (registered.body as { id: number }).id;
    const admin = await signIn(sandbox, 'admin@provider.example');
    // The new user owns their organisation alone; staff give it another owner first.
    sandbox.store.memberships.push({ userId: admin.id, groupId: sandbox.store.memberships.find((m) => m.userId === id)?.groupId ?? 0, accessLevel: 'owner' });
    expect((await remove(admin.jwt, id)).status).toBe(200);
    expect(sandbox.store.findUserByName('leaving@example.com')).toBeUndefined();
  });
});

describe('PUT /userpassword', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  const change = (userName: string, current: string, body: unknown, authError400 = true) => {
    const call = userServer(sandbox)
      .put('/userpassword')
      .set('Authorization', basicAuth(userName, current))
      .send(body as object);
    return authError400 ? call.set('auth-error', '400') : call;
  };

  it('changes the password with the current one, after which only the new one signs in', async () => {
    const response = await change('solo@solo.example', DEMO_PASSWORD, { newPassword: 'N3wer-Password' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ changed: true });
    expect((await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example'))).status).toBe(401);
    await signIn(sandbox, 'solo@solo.example', {}, 'N3wer-Password');
  });

  it('answers a wrong current password with 400 under auth-error: 400, else 401, changing nothing', async () => {
    const wrong = await change('owner@acme.example', 'not-it-1', { newPassword: 'Another1!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ msg: 'Invalid user name or password' });
    expect((await change('owner@acme.example', 'not-it-1', { newPassword: 'Another1!' }, false)).status).toBe(401);
    expect((await userServer(sandbox).put('/userpassword').set('auth-error', '400').send({ newPassword: 'Another1!' })).status).toBe(400);
    await signIn(sandbox, 'owner@acme.example');
  });

  it('checks the credentials before the new password, then holds it to the password rule', async () => {
    expect((await change('owner@acme.example', 'not-it-1', { newPassword: 'weak' })).body).toEqual({ msg: 'Invalid user name or password' });
    expect((await change('owner@acme.example', DEMO_PASSWORD, { newPassword: 'weak' })).body).toEqual({
      msg: 'Password must be at least 8 characters and contain a letter and a digit',
    });
    expect((await change('owner@acme.example', DEMO_PASSWORD, {})).body).toEqual({ msg: 'newPassword is required' });
    expect((await change('owner@acme.example', DEMO_PASSWORD, { newPassword: DEMO_PASSWORD })).body).toEqual({
      msg: 'The new password must differ from the current one',
    });
    await signIn(sandbox, 'owner@acme.example');
  });

  it('refuses a locked user once the password is right', async () => {
    const koala = sandbox.store.findUserByName('koala@koala.example');
    sandbox.store.setUserLocked(koala?.id ?? 0, true);
    expect((await change('koala@koala.example', DEMO_PASSWORD, { newPassword: 'Another1!' })).body).toEqual({ msg: 'User is locked' });
    expect((await change('koala@koala.example', 'wrong-one-1', { newPassword: 'Another1!' })).body).toEqual({ msg: 'Invalid user name or password' });
  });
});

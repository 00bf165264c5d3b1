import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { signIn, startTestSandbox, userServer } from './support';

// PUT /users and DELETE /users on another user ask what PUT /userlock asks: admin or super for a
// customer, super alone for another staff user. Sales are refused; the user themselves is not.

const bearer = (jwt: string) => `Bearer ${jwt}`;

describe('PUT /users and DELETE /users by staff', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  const put = (jwt: string, id: number, body: object) => userServer(sandbox).put('/users').query({ id }).set('Authorization', bearer(jwt)).send(body);
  const remove = (jwt: string, id: number) => userServer(sandbox).delete('/users').query({ id }).set('Authorization', bearer(jwt));
  const userId = (userName: string) => sandbox.store.findUserByName(userName)?.id ?? 0;

  it('refuses sales another user, customer or staff, with 403 naming the role it takes, changing nothing', async () => {
    const sales = await signIn(sandbox, 'sales@provider.example');
    const member = userId('member@acme.example');
    const admin = userId('admin@provider.example');
    const refusals: [Awaited<ReturnType<typeof put>>, string][] = [
      [await put(sales.jwt, member, { personalName: 'Renamed by sales' }), 'Only admin and super staff may change another user'],
      [await remove(sales.jwt, member), 'Only admin and super staff may delete another user'],
      [await put(sales.jwt, admin, { personalName: 'Renamed by sales' }), 'Only super staff may change another staff user'],
      [await remove(sales.jwt, admin), 'Only super staff may delete another staff user'],
    ];
    for (const [response, msg] of refusals) {
      expect(response.status, msg).toBe(403);
      expect(response.body).toEqual({ msg });
    }
    expect(sandbox.store.getUser(member)?.personalName).not.toBe('Renamed by sales');
    expect(sandbox.store.getUser(admin)?.personalName).not.toBe('Renamed by sales');
    expect(sandbox.store.getUser(admin)).toBeDefined();
  });

  it('refuses admin another staff user, and tells a customer nothing of who the user is', async () => {
    const admin = await signIn(sandbox, 'admin@provider.example');
    const superUser = userId('super@provider.example');
    expect((await put(admin.jwt, superUser, { town: 'Leeds' })).body).toEqual({ msg: 'Only super staff may change another staff user' });
    const refused = await remove(admin.jwt, superUser);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: 'Only super staff may delete another staff user' });
    expect(sandbox.store.getUser(superUser)).toBeDefined();
    const owner = await signIn(sandbox, 'owner@acme.example');
    expect((await remove(owner.jwt, superUser)).body).toEqual({ msg: 'Not allowed to delete that user' });
  });

  it('lets admin change a customer and staff change themselves', async () => {
    const admin = await signIn(sandbox, 'admin@provider.example');
    const sales = await signIn(sandbox, 'sales@provider.example');
    expect((await put(admin.jwt, userId('member@acme.example'), { town: 'Salford' })).body).toMatchObject({ town: 'Salford', updateUserId: admin.id });
    expect((await put(admin.jwt, admin.id, { town: 'York' })).body).toMatchObject({ town: 'York' });
    expect((await put(sales.jwt, sales.id, { town: 'Hull' })).body).toMatchObject({ town: 'Hull' });
  });

  it('lets super change and delete another staff user, and sales delete themselves', async () => {
    const superUser = await signIn(sandbox, 'super@provider.example');
    const admin = userId('admin@provider.example');
    expect((await put(superUser.jwt, admin, { personalName: 'Ada Admin' })).body).toMatchObject({ personalName: 'Ada Admin' });
    expect((await remove(superUser.jwt, admin)).body).toEqual({ deleted: true });
    expect(sandbox.store.getUser(admin)).toBeUndefined();
    const sales = await signIn(sandbox, 'sales@provider.example');
    expect((await remove(sales.jwt, sales.id)).body).toEqual({ deleted: true });
    expect(sandbox.store.findUserByName('sales@provider.example')).toBeUndefined();
  });
});

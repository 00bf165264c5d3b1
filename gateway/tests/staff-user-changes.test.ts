import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

// Changing another user's details and deleting another user need admin or super, as locking a user
// does (group-users.test.ts): sales may not, and another staff user only super may change or delete.
// The user themselves still may. This file deletes demo users, so it has a sandbox of its own.

const UPDATE_USER = 'mutation U($id: ID!, $input: UserDetailsInput!) { updateUser(id: $id, input: $input) { id personalName updateUserId } }';
const DELETE_USER = 'mutation D($id: ID!) { deleteUser(id: $id) }';

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const idOf = (userName: string) => {
  const user = portal.sandbox.store.findUserByName(userName);
  if (!user) throw new Error(`No user ${userName}`);
  return String(user.id);
};
const jwtOf = async (userName: string) => (await signIn(portal.gateway, userName)).jwt;
const calls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;
const errorOf = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions;
const personalNameOf = (userName: string) => portal.sandbox.store.findUserByName(userName)?.personalName;

describe('another user, changed or deleted by staff', () => {
  it('refuses sales, for a customer and for admin alike, with FORBIDDEN before asking the service', async () => {
    const sales = await jwtOf('sales@provider.example');
    const puts = calls('upstream userServer PUT /users');
    const deletes = calls('upstream userServer DELETE /users');
    for (const target of ['member@acme.example', 'admin@provider.example']) {
      const before = personalNameOf(target);
      const update = await graphql(portal.gateway, UPDATE_USER, { id: idOf(target), input: { personalName: 'Renamed by sales' } }, sales);
      expect(update.data, `sales changing ${target}`).toBeNull();
      expect(errorOf(update)).toMatchObject({
        code: 'FORBIDDEN',
        action: 'update the user',
        msg: 'Only the user themselves, or admin and super staff, may change these details',
      });
      const removal = await graphql(portal.gateway, DELETE_USER, { id: idOf(target) }, sales);
      expect(removal.data, `sales deleting ${target}`).toBeNull();
      expect(errorOf(removal)).toMatchObject({
        code: 'FORBIDDEN',
        action: 'delete the user',
        msg: 'Only the user themselves, or admin and super staff, may delete a user',
      });
      expect(personalNameOf(target)).toBe(before);
      // Still there: they sign in as before.
      await jwtOf(target);
    }
    expect(calls('upstream userServer PUT /users')).toBe(puts);
    expect(calls('upstream userServer DELETE /users')).toBe(deletes);
  });

  it("refuses admin changing or deleting super with the service's FORBIDDEN, and super stays as they were", async () => {
    const admin = await jwtOf('admin@provider.example');
    const before = personalNameOf('super@provider.example');
    const update = await graphql(portal.gateway, UPDATE_USER, { id: idOf('super@provider.example'), input: { personalName: 'Renamed by admin' } }, admin);
    expect(update.data).toBeNull();
    expect(errorOf(update)).toMatchObject({
      code: 'FORBIDDEN',
      action: 'update the user',
      msg: 'Only super staff may change another staff user',
      upstreamStatus: 403,
    });
    const removal = await graphql(portal.gateway, DELETE_USER, { id: idOf('super@provider.example') }, admin);
    expect(removal.data).toBeNull();
    expect(errorOf(removal)).toMatchObject({
      code: 'FORBIDDEN',
      action: 'delete the user',
      msg: 'Only super staff may delete another staff user',
      upstreamStatus: 403,
    });
    expect(personalNameOf('super@provider.example')).toBe(before);
    await jwtOf('super@provider.example');
  });

  it("lets super change another staff user's details", async () => {
    const res = await graphql<{ updateUser: { personalName: string; updateUserId: string } }>(
      portal.gateway,
      UPDATE_USER,
      { id: idOf('admin@provider.example'), input: { personalName: 'Ada Admin' } },
      await jwtOf('super@provider.example'),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateUser).toMatchObject({ personalName: 'Ada Admin', updateUserId: idOf('super@provider.example') });
  });

  it("lets admin change a customer's details and delete the customer", async () => {
    const admin = await jwtOf('admin@provider.example');
    const member = idOf('member@acme.example');
    const update = await graphql<{ updateUser: { personalName: string } }>(
      portal.gateway,
      UPDATE_USER,
      { id: member, input: { personalName: 'Mia Member-Jones' } },
      admin,
    );
    expect(update.errors).toBeUndefined();
    expect(update.data?.updateUser.personalName).toBe('Mia Member-Jones');
    const removal = await graphql<{ deleteUser: boolean }>(portal.gateway, DELETE_USER, { id: member }, admin);
    expect(removal.errors).toBeUndefined();
    expect(removal.data?.deleteUser).toBe(true);
    await expect(jwtOf('member@acme.example')).rejects.toThrow(/Invalid user name or password/);
  });
});

// Last: sales deletes themself.
describe('the user themselves', () => {
  it('still changes their own details and deletes themself, sales too', async () => {
    const sales = await jwtOf('sales@provider.example');
    const id = idOf('sales@provider.example');
    const update = await graphql<{ updateUser: { personalName: string } }>(portal.gateway, UPDATE_USER, { id, input: { personalName: 'Sid Sales' } }, sales);
    expect(update.errors).toBeUndefined();
    expect(update.data?.updateUser.personalName).toBe('Sid Sales');
    const removal = await graphql<{ deleteUser: boolean }>(portal.gateway, DELETE_USER, { id }, sales);
    expect(removal.errors).toBeUndefined();
    expect(removal.data?.deleteUser).toBe(true);
    await expect(jwtOf('sales@provider.example')).rejects.toThrow(/Invalid user name or password/);
  });
});

import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { isStaff, mayOwnGroup, mayUseGroup, requireGroupUser, requireOwner, type AccessContext } from '../src/access/access';
import type { UpstreamGroup } from '../src/users/user-server-types';
import { refusals, shownByPortal } from './helpers/portal-words';

const owner = { isOwner: true, isMember: false };
const member = { isOwner: false, isMember: true };
const neither = { isOwner: false, isMember: false };

/** A context whose group loader answers `flags` (or fails with `error`) for every id. */
function contextWith(roles: string[], answer: { flags?: { isOwner: boolean; isMember: boolean }; error?: Error }) {
  const load = vi.fn(async (id: string) => {
    if (answer.error) throw answer.error;
    return { id: Number(id), ...answer.flags } as unknown as UpstreamGroup;
  });
  const ctx: AccessContext = { caller: { roles, authorization: 'Bearer a-session', userId: '7' }, loaders: { groups: { load } } };
  return { ctx, load };
}

function upstreamFailure(code: string): GraphQLError {
  return new GraphQLError('from the service', { extensions: { code, action: 'load the group', upstreamStatus: 0, msg: 'from the service' } });
}

async function refusal(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GraphQLError)) throw new Error(`expected a GraphQLError, got ${String(error)}`);
  return error;
}

describe('the access rules', () => {
  it('counts admin, super and sales as staff, and no one else', () => {
    expect(['admin', 'super', 'sales'].map((role) => isStaff([role]))).toEqual([true, true, true]);
    expect(isStaff(['account'])).toBe(false);
    expect(isStaff([])).toBe(false);
    expect(isStaff(['account', 'sales'])).toBe(true);
  });

  it('lets group users be owners, members or staff', () => {
    expect(mayUseGroup(['account'], owner)).toBe(true);
    expect(mayUseGroup(['account'], member)).toBe(true);
    expect(mayUseGroup(['account'], neither)).toBe(false);
    expect(mayUseGroup(['account'], undefined)).toBe(false);
    expect(mayUseGroup(['admin'], neither)).toBe(true);
  });

  it('lets only owners own, and staff only when the rule allows them', () => {
    expect(mayOwnGroup(['account'], owner, false)).toBe(true);
    expect(mayOwnGroup(['account'], member, true)).toBe(false);
    expect(mayOwnGroup(['super'], neither, true)).toBe(true);
    expect(mayOwnGroup(['super'], neither, false)).toBe(false);
    expect(mayOwnGroup(['super'], owner, false)).toBe(true);
  });
});

describe('requireGroupUser', () => {
  it('lets an owner and a member through, asking for the group once', async () => {
    for (const flags of [owner, member]) {
      const { ctx, load } = contextWith(['account'], { flags });
      await expect(requireGroupUser(ctx, '103')).resolves.toBeUndefined();
      expect(load).toHaveBeenCalledWith('103');
    }
  });

  it('lets staff through without asking for the group', async () => {
    const { ctx, load } = contextWith(['sales'], { flags: neither });
    await requireGroupUser(ctx, '104');
    expect(load).not.toHaveBeenCalled();
  });

  it("refuses anyone else with FORBIDDEN and the rule, in words about the call, which the portal shows as the guard's text", async () => {
    const { ctx } = contextWith(['account'], { flags: neither });
    const error = await refusal(requireGroupUser(ctx, '104', { action: 'load the account plans' }));
    expect(error.message).toBe('Cannot load the account plans: Account 104 is not one you own or belong to');
    expect(error.extensions).toEqual({
      code: 'FORBIDDEN',
      action: 'load the account plans',
      upstreamStatus: null,
      msg: 'Account 104 is not one you own or belong to',
      reason: 'NOT_GROUP_USER',
    });
    expect(shownByPortal(error.extensions)).toBe(
      'This page is not currently available while using this account. Please switch to another account or return home.',
    );
  });

  it('refuses a group the caller may not see with the same text', async () => {
    const { ctx } = contextWith(['account'], { error: upstreamFailure('FORBIDDEN') });
    const error = await refusal(requireGroupUser(ctx, '104'));
    expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'use this account' });
    expect(shownByPortal(error.extensions)).toBe(refusals.owner);
  });

  it('refuses a group that does not exist exactly as one the caller may not see', async () => {
    const missing = await refusal(requireGroupUser(contextWith(['account'], { error: upstreamFailure('NOT_FOUND') }).ctx, '104'));
    const unseen = await refusal(requireGroupUser(contextWith(['account'], { error: upstreamFailure('FORBIDDEN') }).ctx, '104'));
    expect(missing.message).toBe(unseen.message);
    expect(missing.extensions).toEqual(unseen.extensions);
  });

  it('refuses a caller whose Authorization names no user as signed out, naming the call, without asking for the group', async () => {
    const { ctx, load } = contextWith(['account'], { flags: owner });
    const unread = { ...ctx, caller: { roles: [], authorization: 'Bearer sbx_0123456789abcdef0123456789abcdef', userId: undefined } };
    const error = await refusal(requireGroupUser(unread, '103', { action: 'load the account plans' }));
    expect(error.message).toBe('Cannot load the account plans: The portal token sent could not be read: sign in again for a new one');
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action: 'load the account plans', upstreamStatus: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('passes on other failures as they are', async () => {
    for (const code of ['UNAUTHENTICATED', 'UPSTREAM_TIMEOUT']) {
      const failure = upstreamFailure(code);
      const { ctx } = contextWith(['account'], { error: failure });
      expect(await refusal(requireGroupUser(ctx, '104'))).toBe(failure);
    }
  });
});

describe('requireOwner', () => {
  it('lets the owner through and refuses a member', async () => {
    await expect(requireOwner(contextWith(['account'], { flags: owner }).ctx, '102', { allowStaff: false })).resolves.toBeUndefined();
    const error = await refusal(requireOwner(contextWith(['account'], { flags: member }).ctx, '102', { allowStaff: true, action: 'create the group' }));
    expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'create the group' });
    expect(shownByPortal(error.extensions)).toBe(refusals.owner);
  });

  it('lets staff through only where the rule allows staff', async () => {
    const allowed = contextWith(['admin'], { flags: neither });
    await requireOwner(allowed.ctx, '102', { allowStaff: true });
    expect(allowed.load).not.toHaveBeenCalled();
    const error = await refusal(requireOwner(contextWith(['admin'], { flags: neither }).ctx, '102', { allowStaff: false }));
    expect(error.extensions.code).toBe('FORBIDDEN');
    await expect(requireOwner(contextWith(['admin'], { flags: owner }).ctx, '102', { allowStaff: false })).resolves.toBeUndefined();
  });

  it('passes staff, who may see every group, a true NOT_FOUND; a customer gets the refusal', async () => {
    const failure = upstreamFailure('NOT_FOUND');
    expect(await refusal(requireOwner(contextWith(['sales'], { error: failure }).ctx, '99999', { allowStaff: false }))).toBe(failure);
    const customer = await refusal(requireOwner(contextWith(['account'], { error: failure }).ctx, '99999', { allowStaff: false }));
    expect(customer.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
  });

  it('refuses a caller without roles or flags', async () => {
    const error = await refusal(requireOwner(contextWith([], { flags: neither }).ctx, '102', { allowStaff: true }));
    expect(error.extensions.code).toBe('FORBIDDEN');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSessionUser, samePerson } from './session-user';

const stored = {
  jwt: 'a.b.c',
  id: '7',
  userName: 'owner@acme.example',
  recycleDate: 2_000_000_000,
  roles: ['account', 'admin'],
  territory: 'australia',
  validated: false,
  accountId: '11',
};

describe('readSessionUser', () => {
  it('reads a stored session field for field', () => {
    expect(readSessionUser(stored)).toEqual(stored);
  });

  it.each([
    ['no account chosen yet', { accountId: null }],
    ['an older session without an account id', { accountId: undefined }],
    ['no roles', { roles: [] }],
  ])('reads a session with %s', (_, change) => {
    expect(readSessionUser({ ...stored, ...change })).toEqual({ ...stored, ...change });
  });

  it('drops fields a session does not have', () => {
    expect(readSessionUser({ ...stored, password: 'Passw0rd!' })).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['a string', 'a.b.c'],
    ['an empty token', { ...stored, jwt: '' }],
    ['a numeric id', { ...stored, id: 7 }],
    ['no user name', { ...stored, userName: undefined }],
    ['a recycle date as text', { ...stored, recycleDate: '2000000000' }],
    ['an unknown role', { ...stored, roles: ['account', 'owner'] }],
    ['roles that are not a list', { ...stored, roles: 'account' }],
    ['an unknown territory', { ...stored, territory: 'france' }],
    ['validated as text', { ...stored, validated: 'true' }],
    ['a numeric account id', { ...stored, accountId: 11 }],
  ])('refuses %s', (_, value) => {
    expect(readSessionUser(value)).toBeNull();
  });
});

describe('samePerson', () => {
  const owner = { id: '7', territory: 'uk' as const };
  it.each([
    ['nobody, then nobody', null, null, true],
    ['a renewal (same id and territory)', owner, { ...owner }, true],
    ['nobody, then a sign-in', null, owner, false],
    ['a sign-out', owner, null, false],
    ['another user', owner, { id: '8', territory: 'uk' as const }, false],
    ['the same id in the other territory', owner, { id: '7', territory: 'australia' as const }, false],
  ])('%s', (_, a, b, same) => {
    expect(samePerson(a, b)).toBe(same);
  });
});

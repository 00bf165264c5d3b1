import { describe, expect, it } from 'vitest';
import { callerFrom } from '../src/caller';

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('callerFrom', () => {
  it('reads the user and account from the bearer token without verifying it', () => {
    const caller = callerFrom(`Bearer ${jwt({ sub: '7', accId: 21 })}`);
    expect(caller).toMatchObject({ userId: '7', accountId: '21' });
    expect(caller.identity).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('reads the roles the token claims, keeping only text entries', () => {
    expect(callerFrom(`Bearer ${jwt({ sub: '8', roles: ['admin', 7, null] })}`).roles).toEqual(['admin']);
    expect(callerFrom(`Bearer ${jwt({ sub: '8', roles: 'super' })}`).roles).toEqual([]);
    expect(callerFrom(undefined).roles).toEqual([]);
  });

  it('reads whether the token says its user has validated, and nothing where it says nothing', () => {
    expect(callerFrom(`Bearer ${jwt({ sub: '9', validated: false })}`).validated).toBe(false);
    expect(callerFrom(`Bearer ${jwt({ sub: '9', validated: true })}`).validated).toBe(true);
    expect(callerFrom(`Bearer ${jwt({ sub: '9', validated: 'false' })}`).validated).toBeUndefined();
    expect(callerFrom(`Bearer ${jwt({ sub: '9' })}`).validated).toBeUndefined();
    expect(callerFrom(undefined).validated).toBeUndefined();
  });

  it('never keeps the secret in the identity, and tells callers apart', () => {
    const a = callerFrom(`Bearer ${jwt({ sub: '1' })}`);
    const b = callerFrom(`Bearer ${jwt({ sub: '2' })}`);
    expect(a.identity).not.toBe(b.identity);
    expect(a.identity).not.toContain(jwt({ sub: '1' }).split('.')[1]);
    expect(callerFrom(undefined).identity).toBe('anonymous');
  });

  it.each([
    ['no header', undefined],
    ['a basic header', 'Basic YTpi'],
    ['junk', 'Bearer junk'],
    ['a non-JSON payload', 'Bearer a.bm90IGpzb24.c'],
    ['a sub that is no id', `Bearer ${jwt({ sub: 'admin' })}`],
  ])('names no user for %s', (_what, header) => {
    expect(callerFrom(header).userId).toBeUndefined();
  });
});

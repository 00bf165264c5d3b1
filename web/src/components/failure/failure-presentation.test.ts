// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeFailure, presentFailure } from './failure-presentation';

const gateway = (code: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message: `The ${code} message`, extensions: { code, ...extensions } }] });

describe('presenting a failure', () => {
  it.each([
    // what failed, what the screen was doing, whether it has a place, where it shows, the words
    [
      gateway('BAD_REQUEST', { action: 'sign in', msg: 'Invalid user name or password' }),
      'log in',
      true,
      'inline',
      'Failed to sign in: Invalid user name or password',
    ],
    [
      gateway('SOAP_FAULT', { msg: 'Sort code 089999 is not in the bank directory' }),
      'validate the bank account',
      true,
      'inline',
      'Failed to validate the bank account: Sort code 089999 is not in the bank directory',
    ],
    [gateway('UPSTREAM_TIMEOUT'), 'load your details', false, 'dialog', 'Failed to load your details: The UPSTREAM_TIMEOUT message'],
    [gateway('UNAUTHENTICATED'), 'load your details', true, 'nowhere', 'Failed to load your details: The UNAUTHENTICATED message'],
    [new TypeError('Failed to fetch'), 'sign in', true, 'inline', 'Failed to sign in: the portal cannot be reached. Check your connection.'],
    [
      new ServerError('Bad Gateway', { response: new Response('', { status: 502 }), bodyText: '' }),
      'register',
      false,
      'dialog',
      "Failed to register: the portal's server answered 502",
    ],
  ] as const)('%#: %s while trying to "%s" (a place: %s) shows %s', (error, action, hasPlace, place, text) => {
    const presented = presentFailure(error, action, hasPlace);
    expect(presented.place).toBe(place);
    expect(presented.text).toBe(text);
  });

  it('opens the warning dialog titled Error', () => {
    expect(presentFailure(gateway('CONFLICT', { msg: 'That address is registered already' }), 'register', false).dialog).toEqual({
      kind: 'warning',
      title: 'Error',
      message: 'Failed to register: That address is registered already',
    });
  });

  it('gives the words alone for a failure that belongs in a result', () => {
    expect(describeFailure(gateway('TOO_MANY_CLICKS', { msg: 'One request may count 100 clicks at most' }), 'validate the address')).toBe(
      'Failed to validate the address: One request may count 100 clicks at most',
    );
  });
});

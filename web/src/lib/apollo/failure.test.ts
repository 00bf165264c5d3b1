import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { failureText, isUnauthenticated } from './failure';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('failure text', () => {
  it("reads Failed to {action}: {msg} with the server's msg", () => {
    const error = graphQLError('Invalid user name or password', { code: 'BAD_REQUEST', action: 'sign in', msg: 'Invalid user name or password' });
    expect(failureText(error)).toBe('Failed to sign in: Invalid user name or password');
  });

  it("falls back to the error's own message and the caller's action", () => {
    const error = graphQLError('The user server did not answer in time', { code: 'UPSTREAM_TIMEOUT' });
    expect(failureText(error, 'load your account')).toBe('Failed to load your account: The user server did not answer in time');
  });

  it('says when the portal cannot be reached', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'sign in')).toBe('Failed to sign in: the portal cannot be reached. Check your connection.');
  });

  it('recognises a 401 however it arrives', () => {
    expect(isUnauthenticated(graphQLError('Authentication Failure', { code: 'UNAUTHENTICATED' }))).toBe(true);
    const response = new Response('', { status: 401 });
    expect(isUnauthenticated(new ServerError('Unauthorized', { response, bodyText: '' }))).toBe(true);
    expect(isUnauthenticated(graphQLError('Not allowed', { code: 'FORBIDDEN' }))).toBe(false);
  });
});

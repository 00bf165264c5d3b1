import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isUnauthenticated, readFailure } from './failure';

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
const serverError = (status: number) => new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' });

describe('reading a failure', () => {
  it("takes the gateway's code, action and msg", () => {
    const error = graphQLError('Invalid user name or password', { code: 'BAD_REQUEST', action: 'sign in', msg: 'Wrong password' });
    expect(readFailure(error)).toEqual({ code: 'BAD_REQUEST', action: 'sign in', msg: 'Wrong password' });
  });

  it.each([
    ['NOT_GROUP_USER', 'This page is not currently available while using this account. Please switch to another account or return home.'],
    ['NOT_OWNER', 'This page is not currently available while using this account. Please switch to another account or return home.'],
    ['ROLE_REQUIRED', 'This page is not currently available while using this account. Please switch to another account or return home.'],
    ['NOT_PARTNER', 'The page you were looking for is only available for partners.'],
    ['REFERRER_PARTNER', 'The page you were looking for is not accessible through this partner type.'],
    ['TERRITORY', 'The page you were looking for is not accessible through this account.'],
  ])("shows a refusal by the route guards' rule %s in the guard's own words, not the API's", (reason, text) => {
    const error = graphQLError('Cannot load the plans: Account 104 is not one you own or belong to', {
      code: 'FORBIDDEN',
      action: 'load the plans',
      msg: 'Account 104 is not one you own or belong to',
      reason,
    });
    expect(readFailure(error)).toEqual({ code: 'FORBIDDEN', action: 'load the plans', msg: text });
  });

  it('keeps the msg of a refusal by any other rule', () => {
    const error = graphQLError('Cannot search: Only staff may search', { code: 'FORBIDDEN', action: 'search', msg: 'Only staff may search' });
    expect(readFailure(error).msg).toBe('Only staff may search');
  });

  it("falls back to the error's own message, and has no action when the gateway gave none", () => {
    const error = graphQLError('The user server did not answer in time', { code: 'UPSTREAM_TIMEOUT' });
    expect(readFailure(error)).toEqual({ code: 'UPSTREAM_TIMEOUT', action: null, msg: 'The user server did not answer in time' });
  });

  it('names what the client saw when no GraphQL answer came back', () => {
    expect(readFailure(new TypeError('Failed to fetch')).code).toBe('UNREACHABLE');
    expect(readFailure(serverError(502))).toMatchObject({ code: 'SERVER_STATUS', status: 502 });
    expect(readFailure(new Error('Something else')).code).toBe('UNEXPECTED');
  });

  it('recognises a 401 however it arrives', () => {
    expect(isUnauthenticated(graphQLError('Authentication Failure', { code: 'UNAUTHENTICATED' }))).toBe(true);
    expect(isUnauthenticated(serverError(401))).toBe(true);
    expect(isUnauthenticated(graphQLError('Not allowed', { code: 'FORBIDDEN' }))).toBe(false);
    expect(isUnauthenticated(serverError(500))).toBe(false);
  });
});

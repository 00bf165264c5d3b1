// @vitest-environment node
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

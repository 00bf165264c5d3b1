import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamError, type UpstreamErrorDetails } from '../src/upstream/errors';
import { hasErrorCode, refusal, requestError, toGraphQLError, toServiceFailure } from '../src/upstream/failures';

// The one mapping from an upstream failure (REST or SOAP) to what the client receives: every
// kind and the statuses with a code of their own, as a GraphQL error and as a ServiceFailure.

const call = { service: 'addressLookup', action: 'look up the address', call: 'GET /json/uk-paf' } as const;

interface Row {
  failure: Omit<UpstreamErrorDetails, 'service' | 'action' | 'call'>;
  code: string;
  message: string;
  /** False where the code fails the whole request even as data. */
  asData: boolean;
}

const rows: Row[] = [
  {
    failure: { failure: 'status', status: 400, msg: 'LabelFormat must be Standard' },
    code: 'BAD_REQUEST',
    message: 'LabelFormat must be Standard',
    asData: true,
  },
  { failure: { failure: 'status', status: 401, msg: 'Authentication Failure' }, code: 'UNAUTHENTICATED', message: 'Authentication Failure', asData: false },
  { failure: { failure: 'status', status: 402, msg: 'No subscription' }, code: 'NO_SUBSCRIPTION', message: 'No subscription', asData: true },
  { failure: { failure: 'status', status: 403 }, code: 'FORBIDDEN', message: 'The address lookup server answered with status 403', asData: true },
  { failure: { failure: 'status', status: 404, msg: 'Address not found' }, code: 'NOT_FOUND', message: 'Address not found', asData: true },
  { failure: { failure: 'status', status: 409, msg: 'Already there' }, code: 'CONFLICT', message: 'Already there', asData: true },
  { failure: { failure: 'status', status: 413 }, code: 'UPSTREAM_ERROR', message: 'The address lookup server answered with status 413', asData: true },
  { failure: { failure: 'status', status: 500 }, code: 'UPSTREAM_ERROR', message: 'The address lookup server answered with status 500', asData: true },
  { failure: { failure: 'status', status: 503, msg: 'Down for maintenance' }, code: 'UPSTREAM_ERROR', message: 'Down for maintenance', asData: true },
  {
    failure: { failure: 'timeout', detail: 'UND_ERR_HEADERS_TIMEOUT' },
    code: 'UPSTREAM_TIMEOUT',
    message: 'The address lookup server did not answer in time',
    asData: true,
  },
  {
    failure: { failure: 'unavailable', detail: 'ECONNREFUSED' },
    code: 'UPSTREAM_UNAVAILABLE',
    message: 'The address lookup server could not be reached',
    asData: true,
  },
  {
    failure: { failure: 'unreadable', status: 200, detail: 'not JSON' },
    code: 'UPSTREAM_ERROR',
    message: 'The address lookup server sent an answer the portal could not read',
    asData: true,
  },
  {
    failure: { failure: 'malformed', status: 200, detail: 'label: expected array' },
    code: 'UPSTREAM_ERROR',
    message: 'The address lookup server answered GET /json/uk-paf in an unexpected shape',
    asData: true,
  },
  {
    failure: { failure: 'fault', status: 500, msg: 'Sort code must be 6 digits', faultCode: 'soap:Client' },
    code: 'SOAP_FAULT',
    message: 'Sort code must be 6 digits',
    asData: true,
  },
];

const label = (row: Row) => `${row.failure.failure}${row.failure.status ? ` ${row.failure.status}` : ''}`;

describe('an upstream failure as a GraphQL error', () => {
  it.each(rows.map((row) => [label(row), row] as const))('%s', (_label, row) => {
    const error = toGraphQLError(new UpstreamError({ ...call, ...row.failure }));
    expect(error.message).toBe(row.message);
    expect(error.extensions).toEqual({
      code: row.code,
      action: 'look up the address',
      upstreamStatus: row.failure.status ?? null,
      msg: row.failure.msg ?? null,
      ...(row.failure.faultCode ? { faultcode: row.failure.faultCode } : {}),
    });
    // The log's detail (a transport code, a shape problem) never reaches the client.
    expect(JSON.stringify({ message: error.message, extensions: error.extensions })).not.toContain(row.failure.detail ?? '\u0000');
    expect(error.originalError).toBeUndefined();
  });
});

describe('an upstream failure as a ServiceFailure', () => {
  it.each(rows.filter((row) => row.asData).map((row) => [label(row), row] as const))('%s', (_label, row) => {
    expect(toServiceFailure(new UpstreamError({ ...call, ...row.failure }))).toEqual({
      code: row.code,
      message: row.message,
      upstreamStatus: row.failure.status ?? null,
    });
  });

  it('raises a refused session instead, as the GraphQL error every call gives', () => {
    const error = new UpstreamError({ ...call, failure: 'status', status: 401, msg: 'Authentication Failure' });
    expect(() => toServiceFailure(error)).toThrow(GraphQLError);
    expect(() => toServiceFailure(error)).toThrow(
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED', action: 'look up the address', upstreamStatus: 401, msg: 'Authentication Failure' } }),
    );
  });
});

describe("the portal's own errors", () => {
  it('words a refusal as an upstream failure is worded, with no status, its message saying what was refused and why', () => {
    const error = refusal('TOO_MANY_ATTEMPTS', 'sign in', 'Too many failed attempts. Try again in 1 minute.', { retryAfterSeconds: 60 });
    expect(error.message).toBe('Cannot sign in: Too many failed attempts. Try again in 1 minute.');
    expect(error.extensions).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      action: 'sign in',
      upstreamStatus: null,
      msg: 'Too many failed attempts. Try again in 1 minute.',
      retryAfterSeconds: 60,
    });
  });

  it('keeps the code of a refusal whatever the extra fields say', () => {
    expect(refusal('FORBIDDEN', 'load the account plans', 'No', { code: 'OTHER' }).extensions.code).toBe('FORBIDDEN');
    expect(
      requestError('BAD_USER_INPUT', 'accountId must be a positive whole number id, not "x".', { code: 'OTHER', argument: 'accountId' }).extensions,
    ).toEqual({
      code: 'BAD_USER_INPUT',
      argument: 'accountId',
    });
  });

  it('tells a GraphQL error by its code, and nothing else', () => {
    const forbidden = refusal('FORBIDDEN', 'load the group', 'Not allowed');
    expect(hasErrorCode(forbidden, 'NOT_FOUND', 'FORBIDDEN')).toBe(true);
    expect(hasErrorCode(forbidden, 'NOT_FOUND')).toBe(false);
    expect(hasErrorCode(new Error('FORBIDDEN'), 'FORBIDDEN')).toBe(false);
    expect(hasErrorCode({ extensions: { code: 'FORBIDDEN' } }, 'FORBIDDEN')).toBe(false);
  });
});

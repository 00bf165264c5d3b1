import { describe, expect, it } from 'vitest';
import { interpretAnswer } from '../src/upstream/answer';
import { UpstreamError, extractMsg } from '../src/upstream/errors';
import { toGraphQLError } from '../src/upstream/graphql-error';
import type { TransportResponse } from '../src/upstream/transport';

function answer(status: number, text: string, contentType = 'application/json'): TransportResponse {
  return { status, text, contentType };
}

/** The GraphQL error a client would receive for this upstream answer. */
function errorFor(response: TransportResponse) {
  try {
    interpretAnswer(response, 'userServer', 'load the user');
  } catch (error) {
    if (error instanceof UpstreamError) return toGraphQLError(error);
    throw error;
  }
  throw new Error('expected the answer to fail');
}

describe('upstream error mapping', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'UPSTREAM_ERROR'],
    [500, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_ERROR'],
  ])('maps status %i to code %s, with the action and status', (status, code) => {
    const error = errorFor(answer(status, JSON.stringify({ msg: 'Reason from the server' })));
    expect(error.message).toBe('Reason from the server');
    expect(error.extensions).toEqual({ code, action: 'load the user', upstreamStatus: status, msg: 'Reason from the server' });
  });

  it('uses a plain sentence when the error body has no msg', () => {
    const error = errorFor(answer(502, '{"error":"bad gateway"}'));
    expect(error.message).toBe('The user server answered with status 502');
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 502, msg: null });
  });

  it('never shows an HTML error page', () => {
    const error = errorFor(answer(500, '<html><body><h1>Internal Server Error</h1><pre>at stack</pre></body></html>', 'text/html'));
    expect(error.message).toBe('The user server answered with status 500');
    expect(error.extensions.msg).toBeNull();
  });

  it('handles an empty error body', () => {
    const error = errorFor(answer(404, ''));
    expect(error.message).toBe('The user server answered with status 404');
    expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', msg: null });
  });

  it('reads the msg even when the server says the body is text', () => {
    expect(errorFor(answer(400, '{"msg":"Invalid validation code"}', 'text/plain')).message).toBe('Invalid validation code');
  });

  it('ignores a msg that is not a non-empty string', () => {
    expect(extractMsg({ msg: 42 })).toBeUndefined();
    expect(extractMsg({ msg: '  ' })).toBeUndefined();
    expect(extractMsg([{ msg: 'in an array' }])).toBeUndefined();
    expect(extractMsg('msg')).toBeUndefined();
    expect(extractMsg(null)).toBeUndefined();
  });

  it('treats a successful answer that is not JSON as an upstream error', () => {
    const error = errorFor(answer(200, '<html>maintenance</html>', 'text/html'));
    expect(error.message).toBe('The user server sent an answer the portal could not read');
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 200, msg: null });
  });

  it('gives null for a successful empty answer and the parsed body otherwise', () => {
    expect(interpretAnswer(answer(204, ''), 'userServer', 'x')).toEqual({ status: 204, data: null });
    expect(interpretAnswer(answer(200, '{"sent":true}'), 'userServer', 'x')).toEqual({ status: 200, data: { sent: true } });
  });

  it('freezes parsed answers, which the cache shares between requests', () => {
    const { data } = interpretAnswer(answer(200, '[{"id":1,"children":[{"id":2}]}]'), 'userServer', 'x');
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen((data as { children: object[] }[])[0]!.children[0])).toBe(true);
  });

  it('maps a timeout and an unreachable service to their own codes, without a status', () => {
    const timeout = toGraphQLError(new UpstreamError({ service: 'userServer', action: 'sign in', failure: 'timeout' }));
    expect(timeout.message).toBe('The user server did not answer in time');
    expect(timeout.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT', action: 'sign in', upstreamStatus: null, msg: null });

    const down = toGraphQLError(new UpstreamError({ service: 'bureau', action: 'load your files', failure: 'unavailable' }));
    expect(down.message).toBe('The bureau server could not be reached');
    expect(down.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', action: 'load your files', upstreamStatus: null, msg: null });
  });
});

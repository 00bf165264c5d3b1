import { describe, expect, it } from 'vitest';
import { interpretAnswer } from '../src/upstream/answer';
import { UpstreamError, extractMsg } from '../src/upstream/errors';
import { toGraphQLError } from '../src/upstream/failures';
import type { TransportResponse } from '../src/upstream/transport';

function answer(status: number, text: string, contentType = 'application/json'): TransportResponse {
  return { status, text, contentType };
}

const getUser = { service: 'userServer', action: 'load the user', call: 'GET /user' } as const;

/** The GraphQL error a client would receive for this upstream answer. */
function errorFor(response: TransportResponse) {
  try {
    interpretAnswer(response, getUser);
  } catch (error) {
    if (error instanceof UpstreamError) return toGraphQLError(error);
    throw error;
  }
  throw new Error('expected the answer to fail');
}

// How a REST answer becomes data or a failure; which code each failure gets is failures.test.ts.
describe('reading a REST answer', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [409, 'CONFLICT'],
    [500, 'UPSTREAM_ERROR'],
  ])('turns status %i into code %s, with the action, status and msg', (status, code) => {
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
    expect(interpretAnswer(answer(204, ''), getUser)).toEqual({ status: 204, data: null });
    expect(interpretAnswer(answer(200, '{"sent":true}'), getUser)).toEqual({ status: 200, data: { sent: true } });
  });

  it('names the service in the sentence of a failure without a status', () => {
    const down = toGraphQLError(new UpstreamError({ service: 'bureau', action: 'load your files', call: 'GET /files', failure: 'unavailable' }));
    expect(down.message).toBe('The bureau server could not be reached');
  });
});

import { randomUUID } from 'node:crypto';

/** What an incoming X-Request-Id may be: short, and safe in a header and a log line. */
const acceptable = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the caller's X-Request-Id (a balancer or client that already named the
 * request), else a new one. It is sent back in the answer, to every upstream call, and written on
 * each of the request's log lines.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && acceptable.test(given) ? given : randomUUID();
}

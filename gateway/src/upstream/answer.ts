import { UpstreamError, extractMsg, type CallContext } from './errors';
import type { TransportResponse } from './transport';

/** A successful answer: its status and parsed JSON body (null when the body was empty). */
export interface UpstreamAnswer<T> {
  status: number;
  data: T;
}

/**
 * Turns a service's HTTP answer into data, or into an UpstreamError carrying the service's msg.
 * Empty bodies are null; bodies that are not JSON (an HTML error page, say) are never shown.
 */
export function interpretAnswer(response: TransportResponse, context: CallContext): UpstreamAnswer<unknown> {
  const parsed = parseBody(response.text);
  const { status } = response;
  if (status >= 200 && status < 300) {
    if (!parsed.readable) throw new UpstreamError({ ...context, failure: 'unreadable', status, detail: 'not JSON' });
    return { status, data: parsed.body };
  }
  const msg = parsed.readable ? extractMsg(parsed.body) : undefined;
  throw new UpstreamError({ ...context, failure: 'status', status, msg });
}

function parseBody(text: string): { readable: true; body: unknown } | { readable: false } {
  // Whether anything but white space is there, without copying the text as trim() would.
  if (!/\S/.test(text)) return { readable: true, body: null };
  try {
    return { readable: true, body: JSON.parse(text) as unknown };
  } catch {
    return { readable: false };
  }
}

/** Freezes an answer all the way down; answers may be cached and shared between requests. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { COMPRESS_FROM_BYTES } from './graphql-post';

const compress = compression({ threshold: COMPRESS_FROM_BYTES });

/** Express's weak ETag of a body (its default `etag` setting, which it sets on every answer it sends). */
function weakTag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/**
 * A JSON answer as Express's `res.status(status).json(body)` sends it behind the site's
 * compression middleware, for a route served on Node's own request and answer: the same
 * Content-Type, Content-Length and weak ETag, `Vary: Accept-Encoding`, and from 1 KB compressed by
 * the same middleware where the client takes it.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', bytes.length);
  res.setHeader('etag', weakTag(bytes));
  if (bytes.length < COMPRESS_FROM_BYTES) {
    // What the compression middleware says of every JSON answer, compressed or not.
    res.setHeader('vary', 'Accept-Encoding');
    res.end(bytes);
  } else {
    compress(req as never, res as never, () => res.end(bytes));
  }
}

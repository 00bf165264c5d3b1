import { isUtf8 } from 'node:buffer';

/** The largest POST /graphql body taken, as express.json's '1mb' is for the bodies Express reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The answer to a POST /graphql whose body the gateway cannot read: in the GraphQL error shape
 * (docs/api-errors.md), as every other refusal, so an integrator's client reads its code and
 * message rather than a line of plain text. 413: over the size limit; anything else: not a JSON
 * object or array, cut short, or in an encoding or character set the gateway does not take. It
 * asks for one object: an array (a batch) is read, and refused as Apollo refuses batches, since
 * the gateway takes one operation a request (docs/api-errors.md).
 */
export function unreadableBody(status: number): string {
  const message =
    status === 413
      ? `The request body is over ${MAX_BODY_BYTES / (1024 * 1024)} MB.`
      : 'The request body is not a GraphQL request: send one JSON object with a query, in UTF-8.';
  return JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/**
 * express.json's `verify`, for the bodies Express reads (compressed ones, graphql-post.ts): a body
 * sent as UTF-8 (no charset says so too) whose bytes are not UTF-8 is refused with 400, as the fast
 * route refuses it. Decoded, each bad byte would be U+FFFD, and a body written in Latin-1
 * (`jos\xE9@gmail.com`) answered, and charged for, as an address nobody sent (`jos\uFFFD@gmail.com`).
 */
export function refuseNotUtf8(_req: unknown, _res: unknown, body: Buffer, charset: string): void {
  if (charset === 'utf-8' && !isUtf8(body)) throw Object.assign(new Error('The request body is not UTF-8'), { status: 400, type: 'encoding.invalid' });
}

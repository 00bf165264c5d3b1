import { isUtf8 } from 'node:buffer';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLResponse } from '@apollo/server';
import compression from 'compression';
import { InFlight } from '../operations/http-listener';
import { errorText, type Logger } from '../operations/logger';
import type { KnownQueries } from './known-queries';
import { requestLogOf } from '../operations/request-log';
import { pathOf } from '../operations/routes';
import { setHeaders, type HeaderList } from './security-headers';
import { MAX_BODY_BYTES, unreadableBody } from './unreadable-body';

/** Answers from this size on are compressed where the client takes it. */
export const COMPRESS_FROM_BYTES = 1024;

export interface GraphQLPostOptions<Context extends BaseContext> {
  apollo: ApolloServer<Context>;
  /** Settles once Apollo has started; GraphQL requests wait for it. */
  started: Promise<unknown>;
  contextFor(req: IncomingMessage): Context;
  /** The security headers for this request (by its scheme). */
  securityHeadersFor(req: IncomingMessage): HeaderList;
  logger: Logger;
  /** Queries answered without Apollo's pipeline once Apollo has run them (known-queries.ts). */
  knownQueries?: KnownQueries;
}

/** What a JSON POST's headers must say for this route to take it; anything else goes the Express way. */
function takes(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || pathOf(req.url) !== '/graphql') return false;
  const { headers } = req;
  // A compressed body, or none at all, is left to express.json, which knows every case of them.
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  if (headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || Number.isNaN(Number(headers['content-length'])))) {
    return false;
  }
  return isUtf8Json(headers['content-type']);
}

/** `application/json`, with no parameter but a UTF-8 charset. */
function isUtf8Json(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  // What the portal and most clients send, without taking it apart.
  if (contentType === 'application/json') return true;
  const [type = '', ...parameters] = contentType.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => /^\s*charset\s*=\s*"?utf-8"?\s*$/i.test(parameter));
}

/** The route: takes a request or leaves it to Express (false), and warms its answers' path once. */
export interface GraphQLPost {
  (req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Sends two answers of COMPRESS_FROM_BYTES into answers with no connection behind them, so
   * that the code of the compression middleware and its helpers (encoding negotiation, Vary,
   * brotli) runs for the first time here rather than in a person's first answer of 1 KB or more
   * (the first address suggestions): one for a browser, which takes brotli, one for a client that
   * takes no compression, each in a turn of the event loop of its own. Nothing is sent, logged
   * or counted.
   */
  warmAnswers(): Promise<void>;
  /**
   * Settles once no known query's run is waiting to be handed to Apollo: Apollo refuses what comes
   * after its stop, so the gateway stops it only then (a run is handed over when it ends in errors).
   */
  knownRunsOver(): Promise<void>;
}

/**
 * POST /graphql with a JSON body, served by Node's own request and answer and Apollo's
 * executeHTTPGraphQLRequest, without Express: no router, no body-parser, no compression wrapper on
 * every answer. What a client sees is what the Express route gave: the same security headers,
 * `Vary: Accept-Encoding`, an answer of 1 KB or more compressed by the same middleware, a body
 * over 1 MB refused with 413 and one that is not JSON (or not UTF-8) with 400, both in the GraphQL error shape
 * (unreadable-body.ts), as the Express route answers them too. Returns false for a request it leaves to Express
 * (every other route and method, and bodies it does not read itself).
 */
export function graphqlPost<Context extends BaseContext>(options: GraphQLPostOptions<Context>): GraphQLPost {
  const { apollo, logger } = options;
  const knownRuns = new InFlight();
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  const written = (type: string) => (res: ServerResponse, status: number, text: string) => {
    res.statusCode = status;
    res.setHeader('content-type', type);
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
  };
  const plain = written('text/plain; charset=utf-8');
  const json = written('application/json; charset=utf-8');

  const answer = async (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    await options.started;
    // One context for the request, whether the known query's run or Apollo's makes it first.
    let context: Context | undefined;
    const contextOf = () => (context ??= options.contextFor(req));
    const { accept } = req.headers;
    const known = options.knownQueries?.answer(body, accept, contextOf);
    if (known) {
      // Counted until answered here, or until Apollo has taken the request below: Apollo checks
      // that it is running as it is called, and the gateway's stop waits for this count first.
      knownRuns.started();
      const knownAnswer = await known.catch((error: unknown) => {
        knownRuns.finished();
        throw error;
      });
      if (knownAnswer) {
        knownRuns.finished();
        send(req, res, knownAnswer);
        return;
      }
    }
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const answering = apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: query === -1 ? '' : url.slice(query), body },
      context: async () => contextOf(),
    });
    if (known) knownRuns.finished();
    const response = await answering;
    options.knownQueries?.answered(accept, response);
    send(req, res, response);
  };

  const send = (req: IncomingMessage, res: ServerResponse, response: HTTPGraphQLResponse) => {
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      const text = response.body.string;
      const length = Buffer.byteLength(text);
      res.setHeader('content-length', length);
      if (length < COMPRESS_FROM_BYTES) {
        // What the compression middleware says of every JSON answer, compressed or not.
        res.setHeader('vary', 'Accept-Encoding');
        res.end(text);
      } else {
        compress(req as never, res as never, () => res.end(text));
      }
      return;
    }
    const chunks = response.body.asyncIterator;
    compress(req as never, res as never, () => {
      void (async () => {
        for await (const chunk of chunks) {
          res.write(chunk);
          (res as ServerResponse & { flush?: () => void }).flush?.();
        }
        res.end();
      })().catch((error: unknown) => failed(req, res, error));
    });
  };

  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    logger.error({ reqId: requestLogOf(req)?.id }, `error ${errorText(error)}`);
    if (res.headersSent) res.destroy();
    else plain(res, 500, 'Internal server error');
  };

  const warmAnswers = async () => {
    const text = JSON.stringify({ data: { warm: ' '.repeat(COMPRESS_FROM_BYTES) } });
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'identity']) {
      await new Promise((resolve) => setImmediate(resolve));
      // A socket never connected: what the answer writes stays in the answer's own buffer.
      const req = new IncomingMessage(new Socket());
      req.method = 'POST';
      req.url = '/graphql';
      req.headers = { 'accept-encoding': acceptEncoding, 'content-type': 'application/json' };
      const res = new ServerResponse(req);
      const headers = new HeaderMap([['content-type', 'application/json; charset=utf-8']]);
      send(req, res, { status: 200, headers, body: { kind: 'complete', string: text } });
    }
  };

  const route = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!takes(req)) return false;
    setHeaders(res, options.securityHeadersFor(req));
    const declared = Number(req.headers['content-length']);
    let size = 0;
    let refused: 413 | 400 | undefined = declared > MAX_BODY_BYTES ? 413 : undefined;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) refused = 413;
      if (refused === undefined) chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused === undefined && !Number.isNaN(declared) && size !== declared) refused = 400;
      // A refused body is read to its end first, as express.json does, so the connection stays usable.
      const body = refused === undefined ? readJson(Buffer.concat(chunks, size)) : undefined;
      if (refused !== undefined || body === notJson) {
        json(res, refused ?? 400, unreadableBody(refused ?? 400));
        return;
      }
      answer(req, res, body).catch((error: unknown) => failed(req, res, error));
    });
    return true;
  };
  return Object.assign(route, { warmAnswers, knownRunsOver: () => knownRuns.idle() });
}

const notJson = Symbol('not JSON');

/**
 * A body's JSON, or notJson for one whose bytes are not UTF-8 too: decoding would read each bad byte
 * as U+FFFD, and a body written in Latin-1 (`jos\xE9@gmail.com`) be answered, and charged for, as an
 * address nobody sent (`jos\uFFFD@gmail.com`). isUtf8 is one native pass over the bytes.
 */
function readJson(bytes: Buffer): unknown {
  return isUtf8(bytes) ? parseJson(bytes.toString('utf8')) : notJson;
}

/** A body as express.json reads it (strict): an object or array, an empty body as {}, anything else not JSON. */
function parseJson(text: string): unknown {
  const trimmed = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (trimmed.length === 0) return {};
  const first = /\S/.exec(trimmed)?.[0];
  if (first !== '{' && first !== '[') return notJson;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return notJson;
  }
}

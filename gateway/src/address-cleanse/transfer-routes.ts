import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { Router, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { Pool } from 'undici';
import type { GatewayContext } from '../context';
import { sendJson } from '../http/json-answer';
import { setHeaders, type HeaderList } from '../http/security-headers';
import { errorText, type Logger } from '../operations/logger';
import type { GatewayMetrics } from '../operations/metrics';
import { requestLogOf } from '../operations/request-log';
import { pathOf } from '../operations/routes';
import { errorCode, noSession, type ErrorCode } from '../upstream/failures';
import type { UpstreamService } from '../upstream/service';
import { closeOrCutOff } from '../upstream/transport';
import { requireCleanseAccount } from '../access/address-cleanse';
import { requireValidatedSession } from '../access/validated-session';
import { Utf8Check, type Unreadable } from './utf8-check';
import { upstreamChunk } from './types';
import type { DownloadTickets } from './download-tickets';
import { identityOf } from '../upstream/identity';
import { isAtMostCharacters, isControlCharacter } from '../text-rule';

/** The upload chunk size (docs/texts-and-constants.md): no chunk may be bigger. */
export const CHUNK_SIZE = 10_000_000;

export interface TransferDeps {
  /** The uk file server (address cleanse is uk only). */
  fileServer: UpstreamService;
  /** A request context for the caller who sent `authorization`, as GraphQL resolvers get. */
  contextFor(authorization: string | undefined, req: IncomingMessage): GatewayContext;
  /** The security headers for this request (by its scheme), as the site's middleware sets them. */
  securityHeadersFor(req: IncomingMessage): HeaderList;
  /** The download tickets a download link carries, shared by every gateway. */
  downloadTickets: DownloadTickets;
  timeoutMs: number;
  logger: Logger;
  metrics?: GatewayMetrics;
}

const httpStatusOf: Partial<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_UNAVAILABLE: 503,
};

/** A failure as these routes answer it: the status, and `{code, msg, reason}` as GraphQL errors carry them. */
class TransferError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The access rule that refused, as a FORBIDDEN GraphQL error's `extensions.reason`. */
    readonly reason?: string,
    /** Seconds after which asking again may succeed, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

function fromGraphQLError(error: GraphQLError): TransferError {
  const code = (error.extensions.code as ErrorCode | undefined) ?? 'INTERNAL_SERVER_ERROR';
  const msg = typeof error.extensions.msg === 'string' ? error.extensions.msg : error.message;
  const reason = typeof error.extensions.reason === 'string' ? error.extensions.reason : undefined;
  return new TransferError(httpStatusOf[code] ?? (code === 'INTERNAL_SERVER_ERROR' ? 500 : 502), code, msg, reason);
}

/** A streamed call to the file server: what it is for, and its method and path (docs/upstream-contract.md lists them). */
interface StreamedCall {
  action: string;
  method: 'GET' | 'POST';
  path: string;
}

/** A chunk passed on as it arrives, and the refusal that stopped it, if any. */
interface CheckedChunk {
  body: Transform;
  refusal(): TransferError | null;
}

/**
 * Passes a chunk's body on as it arrives, checked as UTF-8 (./utf8-check.ts) and, where the request
 * gave no length, counted: it fails on the first byte that cannot be UTF-8 (400) or once it is over
 * CHUNK_SIZE bytes (413). The pieces go on as they came, never copied.
 */
function checkedChunk(idx: number, counted: boolean): CheckedChunk {
  const utf8 = new Utf8Check(idx > 0);
  let size = 0;
  let refusal: TransferError | null = null;
  const body = new Transform({
    transform(piece: Buffer, _encoding, done) {
      size += piece.length;
      if (counted && size > CHUNK_SIZE) refusal = new TransferError(413, 'BAD_REQUEST', `A chunk may hold at most ${CHUNK_SIZE} bytes`);
      const unreadable = refusal ? null : utf8.push(piece);
      if (unreadable) refusal = badRequest(notUtf8(idx, unreadable));
      if (refusal) done(refusal);
      else done(null, piece);
    },
  });
  return { body, refusal: () => refusal };
}

/** Where a chunk stops being UTF-8, in words a program's author can act on. */
function notUtf8(idx: number, { offset, byte }: Unreadable): string {
  const hex = byte.toString(16).toUpperCase().padStart(2, '0');
  return (
    `The file is not UTF-8 text: byte ${offset} of chunk ${idx} (0x${hex}) cannot be read as UTF-8, and the bureau would replace it ` +
    `(Windows and Latin-1 text write é, ü and £ so). Save the file as CSV UTF-8 and upload it again.`
  );
}

function badRequest(msg: string): TransferError {
  return new TransferError(400, 'BAD_REQUEST', msg);
}

/** A request's query string as Express's default ("simple") query parser reads it: node:querystring's parse. */
type Query = ParsedUrlQuery;

/** The query of a request target, as Express reads it (what follows `?`, up to a `#`). */
function queryOf(url: string | undefined): Query {
  const start = url?.indexOf('?') ?? -1;
  if (url === undefined || start === -1) return parseQuery('');
  const hash = url.indexOf('#', start);
  return parseQuery(url.slice(start + 1, hash === -1 ? undefined : hash));
}

function param(query: Query, name: string, pattern: RegExp, what: string): string {
  const value = query[name];
  if (typeof value !== 'string' || !pattern.test(value)) throw badRequest(`${name} must be ${what}`);
  return value;
}

const ID = /^\d{1,15}$/;

/** Why a download link is refused (docs/api-errors.md): each says what to do, which is always to press the button again. */
export const DOWNLOAD_REFUSALS = {
  noTicket: 'This download link has no download ticket: download the file from its page in the portal',
  unknown: 'This download link is not valid: download the file again from its page in the portal',
  expired: 'This download link has expired (links work for 5 minutes): download the file again from its page in the portal',
  otherFile: 'This download link is for another file: download this file from its own page in the portal',
  otherCaller: 'This download link was made for another user: download the file from its page in the portal',
  unchecked: 'This download link could not be checked just now: try it again in a minute',
} as const;
/** When a link that could not be checked is worth trying again, as its msg says: Redis back, or another gateway reached. */
const UNCHECKED_RETRY_SECONDS = 60;
const UPLOAD_STATUS_NOT_KEPT = 'The file server does not say which chunks it holds: send again from the chunk after the last one it acknowledged';
const UPLOAD_ID = /^[\w-]{1,100}$/;

/** What a transfer gets: the caller's context once allowed, the account, the request and its answer. */
interface Exchange {
  ctx: GatewayContext;
  accountId: string;
  req: IncomingMessage;
  query: Query;
  res: ServerResponse;
}

/** How a transfer's JSON is answered: by Express's res.json on its routes, by sendJson on Node's own answer. */
type JsonAnswer = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown) => void;

/** A transfer, served by Express or on Node's own request and answer alike. */
type TransferHandler = (req: IncomingMessage, res: ServerResponse, query: Query, answer: JsonAnswer) => Promise<void>;

const expressJson: JsonAnswer = (_req, res, status, body) => void (res as Response).status(status).json(body);

/** A transfer as an Express route: its query as Express parsed it, its answers through res.json. */
const onExpress = (handler: TransferHandler) => (req: Request, res: Response) => handler(req, res, req.query as unknown as Query, expressJson);

/** The chunk route's path, served before Express (see `serveChunk`). */
const CHUNK_PATH = '/address-cleanse/upload/chunk';

/**
 * A name safe in Content-Disposition: plain for old browsers, and encoded in full (RFC 6266), with
 * any control character (a U+202E makes "\u202Evsc.exe" show as "exe.csv") and any path separator
 * made `_`, whatever the name was recorded as.
 */
function contentDisposition(given: string): string {
  const name = [...given].map((character) => (isControlCharacter(character) || character === '/' || character === '\\' ? '_' : character)).join('');
  const plain = name.replace(/[^\w .()-]/g, '_') || 'download.csv';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The address cleanse file transfers, as routes of the gateway's own rather than signed file
 * server links: the browser cannot reach the file server (another origin, not public, and the
 * portal's CSP allows only its own), and a route checks the caller exactly as any GraphQL call
 * (owner or staff, uk account) before a byte moves. Chunks and downloads are piped between the
 * browser and the file server with backpressure, never held whole, so memory stays flat whatever
 * the file's size. The small calls (begin, status, end, cancel) go through the request layer.
 */
export function addressCleanseTransfers(deps: TransferDeps): {
  router: Router;
  serveChunk(req: IncomingMessage, res: ServerResponse): boolean;
  /** Closes the file server's pool once its transfers are over, or cuts them off when `cutOff` settles. */
  close(cutOff?: Promise<unknown>): Promise<void>;
} {
  const router = Router();
  const base = new URL(deps.fileServer.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: 32, headersTimeout: deps.timeoutMs, bodyTimeout: deps.timeoutMs, connect: { timeout: deps.timeoutMs } });

  /**
   * Runs a transfer for a caller allowed to cleanse in the account, answering what `run` returns
   * (nothing where it streamed its own answer) and failures as `{code, msg}`.
   */
  const transfer =
    (
      action: string,
      run: (exchange: Exchange) => Promise<unknown>,
      authorization: (req: IncomingMessage, query: Query, accountId: string) => Promise<string | undefined> | string | undefined = (req) =>
        req.headers.authorization,
    ): TransferHandler =>
    async (req, res, query, answer) => {
      try {
        const accountId = param(query, 'accountId', ID, 'a numeric account id');
        const auth = await authorization(req, query, accountId);
        if (!auth) throw fromGraphQLError(noSession(action, auth));
        const ctx = deps.contextFor(auth, req);
        // The rule every GraphQL root field holds (access/validated-session.ts): these routes are not GraphQL.
        requireValidatedSession(ctx.caller, action);
        await requireCleanseAccount(ctx, accountId, action);
        const body = await run({ ctx, accountId, req, query, res });
        if (body !== undefined) answer(req, res, 200, body);
      } catch (caught) {
        const error = caught instanceof GraphQLError ? fromGraphQLError(caught) : caught;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof TransferError) {
          if (error.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(error.retryAfterSeconds));
          answer(req, res, error.status, { code: error.code, msg: error.message, ...(error.reason ? { reason: error.reason } : {}) });
          return;
        }
        deps.logger.error({ reqId: requestLogOf(req)?.id }, `error ${errorText(error)}`);
        answer(req, res, 500, { code: 'INTERNAL_SERVER_ERROR', msg: 'Something went wrong in the portal' });
      }
    };

  /** One streamed exchange with the file server, logged as the request layer logs its calls. */
  async function send(ctx: GatewayContext, call: StreamedCall, query: string, headers: Record<string, string>, body?: Readable) {
    const { method, path } = call;
    const started = performance.now();
    let outcome = 'failed';
    if (ctx.requestId !== undefined) headers['x-request-id'] = ctx.requestId;
    try {
      const response = await pool.request({ method, path: `${basePath}${path}${query}`, headers, body });
      outcome = String(response.statusCode);
      return response;
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
      const timeout = /TIMEOUT/.test(code);
      outcome = timeout ? 'timeout' : 'unavailable';
      throw new TransferError(
        timeout ? 504 : 503,
        timeout ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
        timeout ? 'The file server (UK) did not answer in time' : 'The file server (UK) could not be reached',
      );
    } finally {
      const ms = performance.now() - started;
      const logged = `${basePath}${path}`;
      deps.logger.info(
        {
          reqId: ctx.requestId,
          service: 'fileServerUk',
          method,
          path: logged,
          status: /^\d+$/.test(outcome) ? Number(outcome) : undefined,
          failure: /^\d+$/.test(outcome) ? undefined : outcome,
          ms: Math.round(ms),
        },
        `upstream fileServerUk ${method} ${logged} ${outcome} ${Math.round(ms)}ms`,
      );
      deps.metrics?.upstreamCall('fileServerUk', method, outcome, ms / 1000);
    }
  }

  /** A file server error answer as ours: its status's code and its msg. */
  async function failure(response: { statusCode: number; body: Readable & { text(): Promise<string> } }): Promise<TransferError> {
    let msg = `The file server (UK) answered with status ${response.statusCode}`;
    try {
      const body = JSON.parse(await response.body.text()) as { msg?: unknown };
      if (typeof body.msg === 'string') msg = body.msg;
    } catch {
      // Not JSON: the plain sentence stands.
    }
    const code = errorCode({ failure: 'status', status: response.statusCode });
    return new TransferError(httpStatusOf[code] ?? 502, code, msg);
  }

  router.post(
    '/upload/begin',
    onExpress(
      transfer('upload the file', async ({ ctx, query }) => {
        const filePrefix = typeof query.filePrefix === 'string' ? query.filePrefix.trim() : '';
        if (!filePrefix || !isAtMostCharacters(filePrefix, 255)) throw badRequest('filePrefix must be the file name, at most 255 characters');
        return ctx.fileServer.begin(filePrefix);
      }),
    ),
  );

  const chunk = transfer('upload the file', async ({ ctx, req, query }) => {
    const fileId = param(query, 'fileId', UPLOAD_ID, 'the id upload/begin gave');
    const idx = param(query, 'idx', /^\d{1,6}$/, 'a whole number from 0');
    const length = Number(req.headers['content-length'] ?? Number.NaN);
    if (length > CHUNK_SIZE) throw new TransferError(413, 'BAD_REQUEST', `A chunk may hold at most ${CHUNK_SIZE} bytes`);
    const headers: Record<string, string> = { authorization: ctx.caller.authorization ?? '', 'content-type': 'application/octet-stream' };
    if (Number.isFinite(length)) headers['content-length'] = String(length);
    // A body with a length (the browser gives every chunk one) ends there, as Node's parser reads
    // it; one sent without a length is counted as it passes. Either is checked as UTF-8 on its way.
    const checked = checkedChunk(Number(idx), !Number.isFinite(length));
    const body = req.pipe(checked.body);
    // The browser dropped the connection: the file server's copy is dropped too, and the chunk resent.
    req.on('close', () => {
      if (!req.complete) body.destroy(new Error('The browser dropped the chunk'));
    });
    let response;
    try {
      response = await send(
        ctx,
        { action: 'upload the file', method: 'POST', path: '/upload/chunk' },
        `?fileId=${encodeURIComponent(fileId)}&idx=${idx}`,
        headers,
        body,
      );
    } catch (error) {
      const refusal = checked.refusal();
      if (!refusal) throw error;
      // The rest of the chunk is read and dropped, so the refusal reaches the caller whole; the
      // upload is of no use now, and the file server is asked to drop what it holds.
      req.resume();
      await ctx.fileServer.cancel(fileId).catch(() => null);
      throw refusal;
    }
    if (response.statusCode !== 200) throw await failure(response);
    const answer = upstreamChunk.safeParse(await response.body.json().catch(() => undefined));
    if (!answer.success) throw new TransferError(502, 'UPSTREAM_ERROR', 'The file server (UK) answered the chunk in an unexpected shape');
    return answer.data;
  });
  // Served before Express as a rule (serveChunk); a path Express also takes as this route (another case, a trailing slash) still comes here.
  router.post('/upload/chunk', onExpress(chunk));

  router.get(
    '/upload/status',
    onExpress(
      transfer('upload the file', async ({ ctx, query }) => {
        const status = await ctx.fileServer.status(param(query, 'fileId', UPLOAD_ID, 'the id upload/begin gave'));
        // The browser resumes from the chunks it saw acknowledged, and needs no answer from here.
        if (!status) throw new TransferError(404, 'NOT_FOUND', UPLOAD_STATUS_NOT_KEPT);
        return status;
      }),
    ),
  );

  router.post(
    '/upload/end',
    onExpress(
      transfer('upload the file', async ({ ctx, query }) => {
        const fileId = param(query, 'fileId', UPLOAD_ID, 'the id upload/begin gave');
        const hash = param(query, 'hash', /^[0-9a-fA-F]{64}$/, 'the SHA-256 of the whole file, in hex');
        return ctx.fileServer.end(fileId, hash.toLowerCase());
      }),
    ),
  );

  router.post(
    '/upload/cancel',
    onExpress(
      transfer('cancel the upload', async ({ ctx, query }) => {
        const fileId = param(query, 'fileId', UPLOAD_ID, 'the id upload/begin gave');
        // Where the file server cannot drop an upload, it is abandoned: nothing refers to it, and the file server lets it expire.
        return (await ctx.fileServer.cancel(fileId)) ?? { fileId, cancelled: false };
      }),
    ),
  );

  /**
   * The caller a download link stands for: its ticket's (download-tickets.ts), for the one file
   * and part it was made for. A link follows no header, so the link itself is the credential; it
   * never carries the session's token, and one that does (as links did) is refused.
   */
  // The name each download request's ticket binds, for the route to save it under.
  const ticketNames = new WeakMap<IncomingMessage, string>();
  const ticketHolder = async (req: IncomingMessage, query: Query, accountId: string): Promise<string> => {
    const ticket = typeof query.ticket === 'string' ? query.ticket : '';
    if (!/^[\w-]{43}$/.test(ticket)) throw new TransferError(401, 'UNAUTHENTICATED', DOWNLOAD_REFUSALS.noTicket);
    const redeemed = await deps.downloadTickets.redeem(ticket);
    // A ticket found nowhere while Redis is away may be another gateway's: not refused as not valid,
    // but answered 503, which the balancer asks another gateway again (docs/operations.md, "When Redis goes away").
    if ('refused' in redeemed && redeemed.refused === 'unchecked')
      throw new TransferError(503, 'UPSTREAM_UNAVAILABLE', DOWNLOAD_REFUSALS.unchecked, undefined, UNCHECKED_RETRY_SECONDS);
    if ('refused' in redeemed) throw new TransferError(401, 'UNAUTHENTICATED', DOWNLOAD_REFUSALS[redeemed.refused]);
    const { ticket: held } = redeemed;
    const part = query.part === 'duplicates' ? 'duplicates' : 'cleansed';
    // The name is the ticket's too: a link whose downloadName was changed is refused, and one without it is saved under the ticket's.
    // A ticket made before tickets held the name (within its five minutes of a release) has none.
    const given = query.downloadName;
    const name = (held.downloadName as string | undefined) ?? 'cleansed.csv';
    if (held.accountId !== accountId || held.fileId !== query.fileId || held.part !== part || (given !== undefined && given !== name))
      throw new TransferError(403, 'FORBIDDEN', DOWNLOAD_REFUSALS.otherFile);
    ticketNames.set(req, name);
    // A browser following the link sends no Authorization; a program that sends one must be the ticket's caller.
    const shown = req.headers.authorization;
    if (shown && identityOf(shown) !== held.identity) throw new TransferError(403, 'FORBIDDEN', DOWNLOAD_REFUSALS.otherCaller);
    return held.authorization;
  };

  router.get(
    '/download',
    onExpress(
      transfer(
        'download the cleansed file',
        async ({ ctx, accountId, req, query, res }) => {
          const fileId = param(query, 'fileId', ID, 'a numeric file id');
          const name = ticketNames.get(req) ?? 'cleansed.csv';
          const ids = await ctx.bureau.resultFileIds(accountId, fileId);
          const id = query.part === 'duplicates' ? ids.duplicatesFileServerId : ids.fileServerId;
          if (!id) throw new TransferError(404, 'NOT_FOUND', 'The file has no duplicates file');
          const response = await send(ctx, { action: 'download the cleansed file', method: 'GET', path: `/files/${encodeURIComponent(id)}` }, '', {
            authorization: ctx.caller.authorization ?? '',
          });
          if (response.statusCode !== 200) throw await failure(response);
          res.statusCode = 200;
          res.setHeader('content-type', 'text/csv; charset=utf-8');
          const length = response.headers['content-length'];
          if (typeof length === 'string') res.setHeader('content-length', length);
          res.setHeader('content-disposition', contentDisposition(name));
          // no-transform keeps compression from taking the stream over; no-store keeps a customer's file out of shared caches.
          res.setHeader('cache-control', 'private, no-store, no-transform');
          await pipeline(response.body, res);
          return undefined;
        },
        ticketHolder,
      ),
    ),
  );

  /**
   * POST /address-cleanse/upload/chunk on Node's own request and answer, before Express, as
   * POST /graphql is (docs/request-path.md, "Uploads"): the chunk is the one transfer sent over
   * and over, and Express's routing, its header middleware and compression's wrapper around every
   * answer were a part of what the gateway spent a chunk over a plain proxy. The answer is the
   * Express route's: the same security headers, JSON answer headers and compression (sendJson),
   * the same checks, errors and log lines. Returns false for any other request.
   */
  const serveChunk = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || pathOf(req.url) !== CHUNK_PATH) return false;
    setHeaders(res, deps.securityHeadersFor(req));
    chunk(req, res, queryOf(req.url), sendJson).catch((error: unknown) => {
      // Only an answer that could not be sent gets here; Express's route would have had the site's plain error page.
      deps.logger.error({ reqId: requestLogOf(req)?.id }, `error ${errorText(error)}`);
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Internal server error');
      }
    });
    return true;
  };

  return { router, serveChunk, close: (cutOff) => closeOrCutOff(pool, cutOff) };
}

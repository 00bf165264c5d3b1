import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { afterAnswers } from '../operations/after-answers';
import type { Logger } from '../operations/logger';
import type { GatewayMetrics } from '../operations/metrics';
import type { ServiceName } from './service-names';
import { authHeaders, type AuthMode } from './auth';
import { deepFreeze, interpretAnswer, type UpstreamAnswer } from './answer';
import { UpstreamError, type CallContext } from './errors';
import { toGraphQLError } from './failures';
import { EVERY_CALLER, identityOf } from './identity';
import { serialiseQuery, type QueryParams } from './query';
import type { RequestCache } from './request-cache';
import { isMissingCall } from './extension';
import { checkShape } from './shape';
import { TransportFailure, type Transport, type TransportResponse } from './transport';

/** One call to a service, described by the client method that makes it. */
export interface UpstreamCallBase<S extends z.ZodType = z.ZodType> {
  /** What the caller is doing, as a short verb phrase ("load your groups"); errors carry it. */
  action: string;
  method: Dispatcher.HttpMethod;
  /** The path below the service's base address, without a query string. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  auth: AuthMode;
  /**
   * The shape a successful answer must have, declared beside the client; the call gives what it
   * parses to. An answer of another shape fails as UPSTREAM_ERROR, naming the call.
   */
  answer: S;
  /**
   * GET answers are shared and cached unless this is false: set it for calls with side effects
   * or credentials (sign-in, reauth, password, sending codes). Basic-auth calls are never cached.
   */
  cache?: boolean;
  /** Paths whose cached reads a write also makes stale, besides its own path. */
  invalidates?: readonly string[];
  /**
   * Paths whose cached reads a write makes stale for every caller, not only the one who wrote: a
   * write that changes who may use a group, so that nobody's kept access check (`GET /group`)
   * still lets through someone it has just shut out (docs/operations.md).
   */
  invalidatesForEveryCaller?: readonly string[];
}

/** A call whose failures raise the common GraphQL error (code, action, upstreamStatus, msg). */
export interface UpstreamCall<S extends z.ZodType = z.ZodType> extends UpstreamCallBase<S> {
  skipErrorHandling?: false;
}

/** A call that hands failures back as data (look-up services report failures that way). */
export interface RawUpstreamCall<S extends z.ZodType = z.ZodType> extends UpstreamCallBase<S> {
  skipErrorHandling: true;
}

/** Who a call is made for: the raw Authorization header and its hash, and the request it serves. */
export interface CallerCredentials {
  authorization: string | undefined;
  identity: string;
  /** The id of the gateway request the call serves, sent as X-Request-Id and written on the log line. */
  requestId?: string;
}

/** The result of a call that skips the common error handling. */
export type UpstreamOutcome<T> = { ok: true; status: number; data: T } | { ok: false; error: UpstreamError };

/** One HTTP request of an exchange; `path` is below the service's base path and may carry a query string. */
export interface ExchangeRequest {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends one request of an exchange; rejects with UpstreamError ('timeout', 'unavailable', 'unreadable'). */
export type Send = (request: ExchangeRequest) => Promise<TransportResponse>;

/** How the log line and errors name an exchange. */
export interface ExchangeLabel {
  /** What the caller is doing ("validate the bank account"). */
  action: string;
  method: string;
  /** The path the log shows, below the base path; never a query string that could carry secrets. */
  path: string;
  /** The call as errors name it; `METHOD path` when not given. */
  call?: string;
  /** The gateway request the call serves (see CallerCredentials). */
  requestId?: string;
}

export interface ServiceDeps {
  transport: Transport;
  cache: RequestCache;
  logger: Logger;
  metrics?: GatewayMetrics;
  /** Tells every gateway that these cached reads of the caller are stale; settles once they have been told. */
  stale: (identity: string, paths: readonly string[]) => Promise<void>;
  now?: () => number;
  /** How long a service's lack of an extension is remembered before the call is tried again, in ms. */
  extensionRecheckMs?: number;
}

/** Five minutes: a service that gains an extension is used again soon, without a restart. */
export const EXTENSION_RECHECK_MS = 5 * 60_000;

// Each declared shape gets a number for the cache key, so answers are kept per shape.
const shapeIds = new WeakMap<z.ZodType, number>();
let lastShapeId = 0;
function shapeId(shape: z.ZodType): number {
  let id = shapeIds.get(shape);
  if (id === undefined) {
    lastShapeId += 1;
    id = lastShapeId;
    shapeIds.set(shape, id);
  }
  return id;
}

/** One service at its base address; shared by all requests. */
export class UpstreamService {
  readonly #origin: string;
  readonly #basePath: string;
  /** `METHOD path` of each extension the service answered as missing, and until when that holds (epoch ms). */
  readonly #missing = new Map<string, number>();
  /**
   * `METHOD path` of each extension the service answered as a call it has (any answer but 404, 405
   * or 501), and until when that is taken as known: a service may be put back to a version without
   * it, so it is found out again as a missing one is.
   */
  readonly #present = new Map<string, number>();

  constructor(
    readonly name: ServiceName,
    baseUrl: string,
    private readonly deps: ServiceDeps,
  ) {
    const url = new URL(baseUrl);
    this.#origin = url.origin;
    this.#basePath = url.pathname.replace(/\/+$/, '');
  }

  /** The service's base address, without a trailing slash. */
  get baseUrl(): string {
    return `${this.#origin}${this.#basePath}`;
  }

  /** Whether the service answers its health check (`GET /health`, below 500) within `timeoutMs`, on the pool its calls use. */
  answersHealthCheck(timeoutMs: number): Promise<boolean> {
    return this.deps.transport.answers(this.#origin, `${this.#basePath}/health`, timeoutMs);
  }

  /** The path and query of `url` below the base address; undefined for an address outside the service. */
  pathWithin(url: string): string | undefined {
    const parsed = new URL(url);
    if (parsed.origin !== this.#origin) return undefined;
    if (parsed.pathname !== this.#basePath && !parsed.pathname.startsWith(`${this.#basePath}/`)) return undefined;
    return `${parsed.pathname.slice(this.#basePath.length) || '/'}${parsed.search}`;
  }

  /** A client that makes calls on behalf of the caller who sent `authorization`, for the request `requestId`. */
  forCaller(authorization: string | undefined, options: { identity?: string; requestId?: string } = {}): ServiceClient {
    return new ServiceClient(this, { authorization, identity: options.identity ?? identityOf(authorization), requestId: options.requestId });
  }

  /**
   * Sends one REST call, through the cache where the call allows it, and checks its answer's
   * shape. Rejects with UpstreamError. `caller.identity` (a hash of the caller's Authorization)
   * keys the cache, so callers never share entries, whatever credentials the call itself sends.
   */
  fetch<S extends z.ZodType>(call: UpstreamCallBase<S>, caller: CallerCredentials): Promise<UpstreamAnswer<z.output<S>>> {
    const headers: Record<string, string> = { accept: 'application/json', ...authHeaders(call.auth, caller.authorization) };
    if (caller.requestId !== undefined) headers['x-request-id'] = caller.requestId;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const query = serialiseQuery(call.query);
    const { identity } = caller;
    // The query string stays out of the log and of error messages: it may carry tokens.
    const path = call.path.split('?')[0] ?? call.path;
    const send = () =>
      this.exchange({ action: call.action, method: call.method, path, requestId: caller.requestId }, async (sendRequest, context) => {
        const response = await sendRequest({ method: call.method, path: `${call.path}${query}`, headers, body });
        const { status, data } = interpretAnswer(response, context);
        // Frozen, as it may be cached and shared between requests: no resolver can edit it.
        return { status, data: deepFreeze(checkShape(call.answer, data, { ...context, status })) };
      });

    if (call.method === 'GET' && call.cache !== false && call.auth.kind !== 'basic') {
      return this.deps.cache.get({ identity, method: call.method, path: call.path, query, body, shape: shapeId(call.answer) }, send);
    }
    const sent = send();
    if (call.method === 'GET' || call.method === 'HEAD') return sent;
    const stale = [call.path, ...(call.invalidates ?? [])];
    const everyCaller = call.invalidatesForEveryCaller;
    // Invalidated once the write is over, so reads made meanwhile cannot be kept either; the
    // write answers only once every gateway has been told, so a read sent next through another
    // gateway cannot find the old answer there.
    const tell = () =>
      everyCaller === undefined
        ? this.deps.stale(identity, stale)
        : Promise.all([this.deps.stale(identity, stale), this.deps.stale(EVERY_CALLER, everyCaller)]);
    return sent.then(
      async (answer) => {
        await tell();
        return answer;
      },
      async (error: unknown) => {
        await tell();
        throw error;
      },
    );
  }

  /**
   * An extension's call (docs/upstream-contract.md): its answer, or undefined where the service
   * does not have the call. A service lacks it when it answers 404, 405 or 501; that is remembered
   * for `extensionRecheckMs`, during which the call is not sent at all. Any other failure rejects
   * with UpstreamError, as for any call, and so does a 404 that says the thing asked for is not
   * there (hasCall): an order id nobody has must not make the orders of everyone unreadable.
   */
  async extension<S extends z.ZodType>(call: UpstreamCallBase<S>, caller: CallerCredentials): Promise<UpstreamAnswer<z.output<S>> | undefined> {
    const now = this.deps.now ?? Date.now;
    const key = `${call.method} ${call.path}`;
    const until = this.#missing.get(key);
    if (until !== undefined && until > now()) return undefined;
    try {
      const answer = await this.fetch(call, caller);
      this.#answered(key);
      return answer;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (!isMissingCall(error)) {
        if (error.failure === 'status') this.#answered(key);
        throw error;
      }
      if (await this.#hasCall(call, caller, error)) throw error;
      if (until === undefined || until <= now()) {
        this.deps.logger.warn(
          { service: this.name, method: call.method, path: call.path, status: error.status },
          `${this.name} has no ${key} (${error.status}): the portal goes on without it and asks again in ${Math.round((this.deps.extensionRecheckMs ?? EXTENSION_RECHECK_MS) / 1000)} s`,
        );
      }
      this.#missing.set(key, now() + (this.deps.extensionRecheckMs ?? EXTENSION_RECHECK_MS));
      return undefined;
    }
  }

  /**
   * Whether a 404 of a read by an id (GET /shop/order?orderId=...) came from a service that has
   * the call, and so says the thing is not there, rather than that the call is: both are 404. A
   * call the service has answered before in this process is known to be there; else it is asked
   * once more without its query, which a service with the call refuses as a request without its id
   * (400), and one without it answers 404 as before. Only a read is asked again.
   */
  async #hasCall(call: UpstreamCallBase<z.ZodType>, caller: CallerCredentials, error: UpstreamError): Promise<boolean> {
    const key = `${call.method} ${call.path}`;
    if (error.status !== 404 || call.method !== 'GET' || call.query === undefined) return false;
    if ((this.#present.get(key) ?? 0) > (this.deps.now ?? Date.now)()) return true;
    try {
      await this.fetch({ ...call, query: undefined, cache: false }, caller);
    } catch (probed) {
      if (probed instanceof UpstreamError && isMissingCall(probed)) return false;
    }
    this.#answered(key);
    return true;
  }

  #answered(key: string): void {
    this.#present.set(key, (this.deps.now ?? Date.now)() + (this.deps.extensionRecheckMs ?? EXTENSION_RECHECK_MS));
  }

  /** Drops the caller's cached reads of these paths, on every gateway: for changes made where the gateway did not see them. */
  invalidate(identity: string, paths: readonly string[]): Promise<void> {
    return this.deps.stale(identity, paths);
  }

  /**
   * One call, REST or SOAP, with the request layer's transport (pools, timeout, size limit), its
   * classification of failures and its one log line: `run` sends its requests through `send` and
   * reads the answer, throwing UpstreamError for a failure; the line is written once `run` is
   * over, with the last status and the failure, if any.
   */
  async exchange<T>(label: ExchangeLabel, run: (send: Send, context: CallContext) => Promise<T>): Promise<T> {
    const now = this.deps.now ?? Date.now;
    const started = now();
    const context: CallContext = { service: this.name, action: label.action, call: label.call ?? `${label.method} ${label.path}` };
    let status: number | undefined;
    const { requestId } = label;
    const send: Send = async (request) => {
      const headers =
        requestId === undefined || request.headers['x-request-id'] !== undefined ? request.headers : { ...request.headers, 'x-request-id': requestId };
      try {
        const response = await this.deps.transport.send({ ...request, headers, origin: this.#origin, path: `${this.#basePath}${request.path}` });
        status = response.status;
        return response;
      } catch (error) {
        if (error instanceof TransportFailure) throw new UpstreamError({ ...context, failure: error.kind, detail: error.reason });
        throw new UpstreamError({ ...context, failure: 'unavailable' });
      }
    };
    let failure: UpstreamError | undefined;
    try {
      return await run(send, context);
    } catch (error) {
      failure = error instanceof UpstreamError ? error : undefined;
      throw error;
    } finally {
      const ms = now() - started;
      const ended = { failure, status };
      const record = () => {
        const { failure, status } = ended;
        const path = `${this.#basePath}${label.path}`;
        // Headers and query strings stay out of the log: they carry tokens and credentials.
        const outcome = failure ? logOutcome(failure) : status === undefined ? 'done' : String(status);
        this.deps.logger.info(
          {
            reqId: requestId,
            service: this.name,
            method: label.method,
            path,
            status: failure?.status ?? status,
            failure: failure?.failure,
            ms: Math.round(ms),
          },
          `upstream ${this.name} ${label.method} ${path} ${outcome} ${Math.round(ms)}ms`,
        );
        this.deps.metrics?.upstreamCall(this.name, label.method, statusLabel(failure, status), ms / 1000);
      };
      // A call made for a request is recorded once this turn is over, off its answer's way (after-answers.ts); any other at once.
      if (requestId === undefined) record();
      else afterAnswers(record);
    }
  }
}

/** How the log line words a failure: its status, its kind unless the status says it all, its detail. */
function logOutcome(error: UpstreamError): string {
  const parts = [
    error.status === undefined ? undefined : String(error.status),
    error.failure === 'status' ? undefined : error.failure,
    error.detail && `(${error.detail})`,
  ];
  return parts.filter((part) => part !== undefined && part !== '').join(' ');
}

/** The metrics' status label: the answer's status, else how the call failed (timeout, unavailable...). */
function statusLabel(failure: UpstreamError | undefined, status: number | undefined): string {
  const answered = failure?.status ?? status;
  if (answered !== undefined) return String(answered);
  return failure?.failure ?? 'done';
}

/** Calls to one service for one caller: the only way service clients reach the network. */
export class ServiceClient {
  constructor(
    private readonly service: UpstreamService,
    private readonly caller: CallerCredentials,
  ) {}

  /**
   * Forgets this caller's cached answers for `paths`, for a change the service made without a
   * call from the gateway (a payment taken on the provider's own page).
   */
  forget(paths: readonly string[]): Promise<void> {
    return this.service.invalidate(this.caller.identity, paths);
  }

  /**
   * A call of the provider's own that the service may lack (docs/upstream-contract.md lists them):
   * its answer, or undefined where the service does not have it. Other failures raise the common
   * GraphQL error.
   */
  async extension<S extends z.ZodType>(call: UpstreamCallBase<S>): Promise<z.output<S> | undefined> {
    try {
      return (await this.service.extension(call, this.caller))?.data;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      throw toGraphQLError(error, this.#session(call));
    }
  }

  request<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.output<S>>;
  request<S extends z.ZodType>(call: RawUpstreamCall<S>): Promise<UpstreamOutcome<z.output<S>>>;
  async request<S extends z.ZodType>(call: UpstreamCall<S> | RawUpstreamCall<S>): Promise<z.output<S> | UpstreamOutcome<z.output<S>>> {
    try {
      const answer = await this.service.fetch(call, this.caller);
      return call.skipErrorHandling ? { ok: true, status: answer.status, data: answer.data } : answer.data;
    } catch (error) {
      // Anything else is a bug here, not an upstream failure; the server masks its message.
      if (!(error instanceof UpstreamError)) throw error;
      if (call.skipErrorHandling) return { ok: false, error };
      // The common error handling: the GraphQL error the web client turns into its dialog.
      throw toGraphQLError(error, this.#session(call));
    }
  }

  /** The caller's Authorization, for a call that sent their token: a refusal of it then says why. */
  #session(call: UpstreamCallBase<z.ZodType>): { authorization: string | undefined } | undefined {
    return call.auth.kind === 'bearer' ? { authorization: this.caller.authorization } : undefined;
  }
}

import type { Dispatcher } from 'undici';
import type { ServiceName } from '../services';
import { authHeaders, type AuthMode } from './auth';
import { interpretAnswer, type UpstreamAnswer } from './answer';
import { UpstreamError } from './errors';
import { toGraphQLError } from './graphql-error';
import { identityOf } from './identity';
import { serialiseQuery, type QueryParams } from './query';
import type { RequestCache } from './request-cache';
import { TransportFailure, type Transport } from './transport';

/** One call to a service, described by the client method that makes it. */
export interface UpstreamCallBase {
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
   * GET answers are shared and cached unless this is false: set it for calls with side effects
   * or credentials (sign-in, reauth, password, sending codes). Basic-auth calls are never cached.
   */
  cache?: boolean;
  /** Paths whose cached reads a write also makes stale, besides its own path. */
  invalidates?: readonly string[];
}

/** A call whose failures raise the common GraphQL error (code, action, upstreamStatus, msg). */
export interface UpstreamCall extends UpstreamCallBase {
  skipErrorHandling?: false;
}

/** A call that hands failures back as data (look-up services report failures that way). */
export interface RawUpstreamCall extends UpstreamCallBase {
  skipErrorHandling: true;
}

/** Who a call is made for: the raw Authorization header and its hash. */
export interface CallerCredentials {
  authorization: string | undefined;
  identity: string;
}

/** The result of a call that skips the common error handling. */
export type UpstreamOutcome<T> = { ok: true; status: number; data: T } | { ok: false; error: UpstreamError };

export interface ServiceDeps {
  transport: Transport;
  cache: RequestCache;
  log: (line: string) => void;
  now?: () => number;
}

/** One service at its base address; shared by all requests. */
export class UpstreamService {
  readonly #origin: string;
  readonly #basePath: string;

  constructor(
    readonly name: ServiceName,
    baseUrl: string,
    private readonly deps: ServiceDeps,
  ) {
    const url = new URL(baseUrl);
    this.#origin = url.origin;
    this.#basePath = url.pathname.replace(/\/+$/, '');
  }

  /** A client that makes calls on behalf of the caller who sent `authorization`. */
  forCaller(authorization: string | undefined, identity: string = identityOf(authorization)): ServiceClient {
    return new ServiceClient(this, { authorization, identity });
  }

  /**
   * Sends one call, through the cache where the call allows it. Rejects with UpstreamError.
   * `caller.identity` (a hash of the caller's Authorization) keys the cache, so callers never
   * share entries, whatever credentials the call itself sends.
   */
  fetch(call: UpstreamCallBase, caller: CallerCredentials): Promise<UpstreamAnswer<unknown>> {
    const headers: Record<string, string> = { accept: 'application/json', ...authHeaders(call.auth, caller.authorization) };
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const query = serialiseQuery(call.query);
    const { identity } = caller;
    const send = () => this.#send(call, query, headers, body);

    if (call.method === 'GET' && call.cache !== false && call.auth.kind !== 'basic') {
      return this.deps.cache.get({ identity, method: call.method, path: call.path, query, body }, send);
    }
    const sent = send();
    if (call.method !== 'GET' && call.method !== 'HEAD') {
      const stale = [call.path, ...(call.invalidates ?? [])];
      // Invalidate once the write is over, so reads made meanwhile cannot be kept either.
      const invalidate = () => this.deps.cache.invalidate(identity, stale);
      sent.then(invalidate, invalidate);
    }
    return sent;
  }

  async #send(
    call: UpstreamCallBase,
    query: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<UpstreamAnswer<unknown>> {
    const now = this.deps.now ?? Date.now;
    const started = now();
    let outcome = 'failed';
    try {
      const response = await this.deps.transport.send({
        origin: this.#origin,
        path: `${this.#basePath}${call.path}${query}`,
        method: call.method,
        headers,
        body,
      });
      outcome = String(response.status);
      return interpretAnswer(response, this.name, call.action);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      const failure = error instanceof TransportFailure ? error.kind : 'unavailable';
      outcome = error instanceof TransportFailure ? `${error.kind} (${error.reason})` : failure;
      throw new UpstreamError({ service: this.name, action: call.action, failure });
    } finally {
      // The query string and headers stay out of the log: they carry tokens and credentials.
      const path = `${this.#basePath}${call.path}`.split('?')[0];
      this.deps.log(`upstream ${this.name} ${call.method} ${path} ${outcome} ${Math.round(now() - started)}ms`);
    }
  }
}

/** Calls to one service for one caller: the only way service clients reach the network. */
export class ServiceClient {
  constructor(
    private readonly service: UpstreamService,
    private readonly caller: CallerCredentials,
  ) {}

  request<T>(call: UpstreamCall): Promise<T>;
  request<T>(call: RawUpstreamCall): Promise<UpstreamOutcome<T>>;
  async request<T>(call: UpstreamCall | RawUpstreamCall): Promise<T | UpstreamOutcome<T>> {
    try {
      const answer = await this.service.fetch(call, this.caller);
      return call.skipErrorHandling ? { ok: true, status: answer.status, data: answer.data as T } : (answer.data as T);
    } catch (error) {
      // Anything else is a bug here, not an upstream failure; the server masks its message.
      if (!(error instanceof UpstreamError)) throw error;
      if (call.skipErrorHandling) return { ok: false, error };
      // The common error handling: the GraphQL error the web client turns into its dialog.
      throw toGraphQLError(error);
    }
  }
}

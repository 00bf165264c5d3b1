import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { Deadlines, type TimeLimited } from './deadlines';

export interface TransportRequest {
  /** The service's origin, e.g. http://127.0.0.1:4101. */
  origin: string;
  /** Path and query string. */
  path: string;
  method: Dispatcher.HttpMethod;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportResponse {
  status: number;
  contentType: string | undefined;
  text: string;
}

/** A call that got no usable answer: too slow, unreachable, or an answer too big to read. */
export class TransportFailure extends Error {
  override name = 'TransportFailure';
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'unreadable',
    /** A short, secret-free reason for the log (an error code, never a URL or header). */
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
  }
}

export interface TransportOptions {
  /** The longest a whole call may take, in ms. */
  timeoutMs: number;
  /** Answers beyond this size are refused rather than buffered. */
  maxResponseBytes?: number;
  /** Connections kept per service origin. */
  connections?: number;
}

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * One call as undici's dispatch handler: it gathers the answer's chunks and settles the call once,
 * with the answer or a TransportFailure. An answer over the size limit is aborted at once, so the
 * rest is never buffered; its time limit (Deadlines) aborts it through undici's controller.
 */
class Call implements Dispatcher.DispatchHandler, TimeLimited {
  readonly #chunks: Buffer[] = [];
  #size = 0;
  #status = 0;
  #contentType: string | undefined;
  #controller: Dispatcher.DispatchController | undefined;
  #failure: TransportFailure | undefined;
  #settled = false;
  /** When the call has taken its time (performance.now(), ms). */
  deadline = 0;

  constructor(
    private readonly limit: number,
    private readonly resolve: (response: TransportResponse) => void,
    private readonly reject: (failure: TransportFailure) => void,
    private readonly deadlines: Deadlines<Call>,
  ) {}

  /** The call's time is up (Deadlines). */
  timedOut(): void {
    // As an aborted signal made undici name it before: the reason the log line shows.
    this.#fail(new TransportFailure('timeout', 'AbortError'));
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    // Timed out while it waited for a connection: it goes no further.
    if (this.#failure) controller.abort(this.#failure);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>): void {
    // An informational answer (1xx) comes before the real one.
    if (statusCode < 200) return;
    this.#status = statusCode;
    const contentType = headers['content-type'];
    this.#contentType = Array.isArray(contentType) ? contentType[0] : contentType;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled) return;
    this.#size += chunk.length;
    if (this.#size > this.limit) {
      this.#fail(new TransportFailure('unreadable', 'response too large'));
      return;
    }
    this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (this.#settled) return;
    this.#settle();
    const chunks = this.#chunks;
    const text = chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks, this.#size).toString('utf8');
    this.resolve({ status: this.#status, contentType: this.#contentType, text });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.#settled) return;
    const code = errorCode(error);
    this.#settle();
    this.reject(new TransportFailure(timeoutCodes.has(code) ? 'timeout' : 'unavailable', code));
  }

  /** Fails the call now and aborts what is left of it (at once, or as soon as it starts). */
  #fail(failure: TransportFailure): void {
    if (this.#settled) return;
    this.#settle();
    this.#failure = failure;
    this.reject(failure);
    this.#controller?.abort(failure);
  }

  #settle(): void {
    this.#settled = true;
    this.deadlines.delete(this);
  }
}

/** HTTP to the services: one keep-alive pool per origin, every call bounded in time and size. */
export class Transport {
  readonly #pools = new Map<string, Pool>();
  readonly #timeoutMs: number;
  readonly #deadlines: Deadlines<Call>;
  readonly #maxResponseBytes: number;
  readonly #connections: number;

  constructor(options: TransportOptions) {
    this.#timeoutMs = options.timeoutMs;
    this.#deadlines = new Deadlines<Call>(options.timeoutMs);
    this.#maxResponseBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;
    this.#connections = options.connections ?? 64;
  }

  /**
   * One call: its answer read whole, or a TransportFailure. It is dispatched to the pool with a
   * handler of its own (Call) rather than through undici's `request`, which makes a stream of every
   * answer and, to bound the whole call, needs an AbortController and a listener on its signal.
   */
  send(request: TransportRequest): Promise<TransportResponse> {
    return new Promise((resolve, reject) => {
      const call = new Call(this.#maxResponseBytes, resolve, reject, this.#deadlines);
      // headersTimeout and bodyTimeout bound each wait; this bounds the call as a whole.
      this.#deadlines.add(call);
      this.#pool(request.origin).dispatch(
        {
          path: request.path,
          method: request.method,
          headers: request.headers,
          body: request.body,
          headersTimeout: this.#timeoutMs,
          bodyTimeout: this.#timeoutMs,
        },
        call,
      );
    });
  }

  /**
   * Whether `origin` answers GET `path` with a status below 500 within `timeoutMs`: a health check
   * asked on the pool the service's calls use, so the connection it opens (TCP, and TLS where the
   * service has it) is there for the first call after start rather than made inside it.
   */
  async answers(origin: string, path: string, timeoutMs: number): Promise<boolean> {
    try {
      const response = await this.#pool(origin).request({
        path,
        method: 'GET',
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body.dump();
      return response.statusCode < 500;
    } catch {
      return false;
    }
  }

  /**
   * Closes every pool once its calls in flight are over, or cuts those calls off when `cutOff`
   * settles: a drain that has reached SHUTDOWN_TIMEOUT does not wait UPSTREAM_TIMEOUT more for a
   * service that does not answer.
   */
  async close(cutOff?: Promise<unknown>): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.allSettled(pools.map((pool) => closeOrCutOff(pool, cutOff)));
  }

  #pool(origin: string): Pool {
    let pool = this.#pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: this.#connections,
        connect: { timeout: this.#timeoutMs },
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
      this.#pools.set(origin, pool);
    }
    return pool;
  }
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return code;
    if (typeof name === 'string') return name;
  }
  return 'unknown error';
}

/** Closes `pool` once its requests are over, or destroys it, failing them, once `cutOff` settles. */
export async function closeOrCutOff(pool: Pool, cutOff?: Promise<unknown>): Promise<void> {
  const closed = pool.close();
  if (cutOff) await Promise.race([closed, cutOff.then(() => pool.destroy())]);
  else await closed;
}

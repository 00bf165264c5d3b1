import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';

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

/** HTTP to the services: one keep-alive pool per origin, every call bounded in time and size. */
export class Transport {
  readonly #pools = new Map<string, Pool>();
  readonly #timeoutMs: number;
  readonly #maxResponseBytes: number;
  readonly #connections: number;

  constructor(options: TransportOptions) {
    this.#timeoutMs = options.timeoutMs;
    this.#maxResponseBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;
    this.#connections = options.connections ?? 64;
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    const controller = new AbortController();
    // headersTimeout and bodyTimeout bound each wait; this bounds the call as a whole.
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      const response = await this.#pool(request.origin).request({
        path: request.path,
        method: request.method,
        headers: request.headers,
        body: request.body,
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
        signal: controller.signal,
      });
      const text = await this.#readText(response.body);
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
        text,
      };
    } catch (error) {
      if (error instanceof TransportFailure) throw error;
      const code = errorCode(error);
      if (controller.signal.aborted || timeoutCodes.has(code)) throw new TransportFailure('timeout', code);
      throw new TransportFailure('unavailable', code);
    } finally {
      clearTimeout(timer);
    }
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

  async close(): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.allSettled(pools.map((pool) => pool.close()));
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

  /**
   * The answer's text, read by its data events (an async iterator costs a promise and more per
   * chunk); one over the size limit is destroyed at once, so the rest is never buffered.
   */
  #readText(body: Readable): Promise<string> {
    const limit = this.#maxResponseBytes;
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          reject(new TransportFailure('unreadable', 'response too large'));
          body.destroy();
          return;
        }
        chunks.push(chunk);
      });
      body.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks, size).toString('utf8')));
      body.once('error', reject);
    });
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

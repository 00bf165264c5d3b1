import { BenchChild } from './child';

/** One request the load generator sends; the origin is the job's. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  /** Loopback only: the server under test. */
  origin: string;
  /** Requests kept in flight at once, each on a connection of its own. */
  connections: number;
  /** Sent in order, each once; the run ends when they are all answered or the time is up. */
  requests: LoadRequest[];
  timeLimitMs: number;
  /** An answer that is not 200, or whose body holds any of these texts, counts as failed. */
  failWhenBodyIncludes?: string[];
}

export interface LoadResult {
  /** The time each answered request took, in ms, in the order they finished. */
  latencies: number[];
  failures: number;
  /** What the first failure was, for the report. */
  firstFailure: string | undefined;
  elapsedMs: number;
}

export type LoadRequestMessage = { type: 'job'; job: LoadJob } | { type: 'go' };
export type LoadReplyMessage = { type: 'ready' } | { type: 'done'; result: LoadResult } | { type: 'failed'; message: string };

/** What a run cost, around the load alone, measured by whoever drives it. */
export interface Meter<T> {
  start(): Promise<T> | T;
  stop(started: T): Promise<void> | void;
}

/**
 * The load generator, in a child process of its own so that its work is neither counted as the
 * server's CPU time nor competing with the server for its event loop.
 */
export class LoadGenerator {
  private constructor(private readonly child: BenchChild<LoadRequestMessage, LoadReplyMessage>) {}

  static start(): LoadGenerator {
    return new LoadGenerator(new BenchChild(new URL('./load-process.ts', import.meta.url), 'load generator'));
  }

  /**
   * Runs one job. The child first gets the job and prepares it, so handing over the request list
   * is not measured; `meter` starts just before the go and stops when the last answer is in.
   */
  async run<T>(job: LoadJob, meter?: Meter<T>): Promise<LoadResult> {
    this.child.send({ type: 'job', job });
    await this.#expect('ready');
    const started = meter ? await meter.start() : undefined;
    this.child.send({ type: 'go' });
    const done = await this.#expect('done');
    if (meter) await meter.stop(started as T);
    return done.result;
  }

  stop(): Promise<void> {
    return this.child.stop();
  }

  async #expect<K extends 'ready' | 'done'>(type: K): Promise<Extract<LoadReplyMessage, { type: K }>> {
    const reply = await this.child.receive();
    if (reply.type === 'failed') throw new Error(`The load generator failed: ${reply.message}`);
    if (reply.type !== type) throw new Error(`The load generator sent ${reply.type}, not ${type}`);
    return reply as Extract<LoadReplyMessage, { type: K }>;
  }
}

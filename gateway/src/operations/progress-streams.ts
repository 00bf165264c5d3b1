import type { ServerResponse } from 'node:http';
import type { GatewayMetrics } from './metrics';

/** How long a browser told to reconnect waits first, in ms (the SSE `retry` field). */
export const RECONNECT_MS = 1_000;

/**
 * The progress streams (server-sent events) open now. Each gateway follows its own streams'
 * files, asking the bureau, so a stream holds no state another gateway would need: when this one
 * stops, each stream is told to reconnect and closed, and the browser's next stream, through any
 * gateway, starts with the file's state at once.
 */
export class ProgressStreams {
  readonly #open = new Set<ServerResponse>();
  #closing = false;

  constructor(private readonly metrics?: GatewayMetrics) {}

  /** Counts `res` as an open stream until it closes; one opened while closing is closed at once. */
  opened(res: ServerResponse): void {
    this.#open.add(res);
    this.metrics?.progressStreamOpened();
    res.once('close', () => {
      this.#open.delete(res);
      this.metrics?.progressStreamClosed();
    });
  }

  get size(): number {
    return this.#open.size;
  }

  get closing(): boolean {
    return this.#closing;
  }

  /** Tells every open stream to reconnect (elsewhere) and ends it. */
  closeAll(): void {
    this.#closing = true;
    for (const res of this.#open) {
      if (res.headersSent && !res.writableEnded) res.end(`retry: ${RECONNECT_MS}\n\n`);
      else if (!res.headersSent) res.writeHead(503, { 'retry-after': '1' }).end();
    }
  }
}

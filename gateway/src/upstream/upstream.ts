import type { Logger } from '../operations/logger';
import type { GatewayMetrics } from '../operations/metrics';
import { serviceNames, type ServiceName } from './service-names';
import { memoryState, type SharedState } from '../shared/shared-state';
import { UpstreamError } from './errors';
import { RequestCache } from './request-cache';
import { UpstreamService } from './service';
import { Transport } from './transport';

export interface UpstreamOptions {
  /** Base address per service. */
  services: Readonly<Record<ServiceName, string>>;
  timeoutMs: number;
  /** How long answers are reused, in ms. */
  cacheTimeMs: number;
  maxCacheEntries?: number;
  logger: Logger;
  metrics?: GatewayMetrics;
  /** Where writes are told to every gateway, so each drops what they made stale; default this process alone. */
  shared?: SharedState;
  now?: () => number;
  /** How long a service's lack of an extension is remembered, in ms (default five minutes). */
  extensionRecheckMs?: number;
}

/** The shared request layer: one transport (pools), one cache and one handle per service. */
export class Upstream {
  readonly cache: RequestCache;
  readonly #transport: Transport;
  readonly #services: Record<ServiceName, UpstreamService>;

  constructor(options: UpstreamOptions) {
    const { metrics } = options;
    const shared = options.shared ?? memoryState();
    this.#transport = new Transport({ timeoutMs: options.timeoutMs });
    this.cache = new RequestCache({
      ttlMs: options.cacheTimeMs,
      maxEntries: options.maxCacheEntries,
      now: options.now,
      // Error answers are kept like any answer; a timeout or refused connection is no answer.
      keepFailure: (error) => error instanceof UpstreamError && (error.failure === 'status' || error.failure === 'unreadable' || error.failure === 'malformed'),
      onLookup: metrics && ((result) => metrics.cacheLookup(result)),
    });
    shared.onStale((identity, paths) => this.cache.invalidate(identity, paths));
    shared.onHearing((hearing) => this.cache.keepAnswers(hearing));
    const deps = {
      transport: this.#transport,
      cache: this.cache,
      logger: options.logger,
      metrics,
      stale: (identity: string, paths: readonly string[]) => shared.publishStale(identity, paths),
      now: options.now,
      extensionRecheckMs: options.extensionRecheckMs,
    };
    this.#services = Object.fromEntries(serviceNames.map((name) => [name, new UpstreamService(name, options.services[name], deps)])) as Record<
      ServiceName,
      UpstreamService
    >;
  }

  service(name: ServiceName): UpstreamService {
    return this.#services[name];
  }

  /** Closes every connection pool; calls in flight finish first, or until `cutOff` settles. */
  async close(cutOff?: Promise<unknown>): Promise<void> {
    this.cache.clear();
    await this.#transport.close(cutOff);
  }
}

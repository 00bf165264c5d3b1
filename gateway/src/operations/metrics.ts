import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { HistogramSeries, TalliedCounter } from './metric-series';

// Every label has few values: route templates (never raw paths), service and method names, status
// codes or failure kinds, and operation names capped in number (see BoundedNames). No label ever
// holds an id, a user name, a token or a query string.

/** Seconds; from a cache hit's fraction of a millisecond to an upload chunk's several seconds. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** An HTTP method as a label: the standard ones, else `other`. */
export function methodLabel(method: string | undefined): string {
  return method !== undefined && methods.has(method) ? method : 'other';
}

/**
 * Operation names come from callers, so any number could be sent. The `known` names (the web
 * app's own operations) are always labels; besides them the first `max` distinct names seen are
 * kept, and later ones, and names that are not GraphQL names, count as `other`. Without `known`, a
 * caller sending `max` made-up names after a start would have the portal's own operations counted
 * as `other` until the next one.
 */
export class BoundedNames {
  readonly #known: ReadonlySet<string>;
  readonly #seen = new Set<string>();
  constructor(
    private readonly max: number,
    known: Iterable<string> = [],
  ) {
    this.#known = new Set(known);
  }

  label(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.#known.has(name) || this.#seen.has(name)) return name;
    if (this.#seen.size >= this.max || !/^[_A-Za-z][_0-9A-Za-z]{0,63}$/.test(name)) return 'other';
    this.#seen.add(name);
    return name;
  }
}

/** Node's own metrics (CPU, memory, event loop, GC), once per process however many gateways it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type RefusalReason = 'throttle' | 'query_limit';
export type CacheLookup = 'hit' | 'miss' | 'shared';

/** The gateway's Prometheus metrics, served at /metrics (docs/operations.md lists them). */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly #operationNames: BoundedNames;

  readonly #httpRequests = new TalliedCounter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status (499: the client went away first).',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly #httpDuration = new HistogramSeries({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route template.',
    labelNames: ['route'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });
  readonly #operations = new TalliedCounter({
    name: 'portal_graphql_operations_total',
    help: 'GraphQL operations, by operation name, type and outcome (ok, partial, error, refused).',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly #operationDuration = new HistogramSeries({
    name: 'portal_graphql_operation_duration_seconds',
    help: 'Time from a GraphQL request to its answer, by operation name.',
    labelNames: ['operation'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });
  readonly #upstreamCalls = new TalliedCounter({
    name: 'portal_upstream_requests_total',
    help: "Calls to the provider's services, by service, method and status (or timeout, unavailable, unreadable).",
    labelNames: ['service', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly #upstreamDuration = new HistogramSeries({
    name: 'portal_upstream_request_duration_seconds',
    help: "Time a call to one of the provider's services took, by service and method.",
    labelNames: ['service', 'method'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });
  readonly #cacheLookups = new TalliedCounter({
    name: 'portal_request_cache_lookups_total',
    help: 'Cacheable upstream reads: hit (a kept answer), shared (joined an identical call in flight), miss (called the service).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly #refusals = new Counter({
    name: 'portal_refusals_total',
    help: 'Requests refused before reaching a service: throttle (too many wrong passwords or codes), query_limit (depth, aliases, tokens, cost, clicks).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly #progressStreams = new Gauge({
    name: 'portal_progress_streams_open',
    help: 'Progress streams (server-sent events) open now.',
    registers: [this.registry],
  });
  readonly #upstreamUp = new Gauge({
    name: 'portal_upstream_up',
    help: "Whether each service answered this gateway's last health check (every READY_CHECK_INTERVAL): 1 answered, 0 not; none until the first check is over.",
    labelNames: ['service'] as const,
    registers: [this.registry],
  });
  readonly #sharedState = new Gauge({
    name: 'portal_shared_state_up',
    help: 'Whether the shared state answers: 1 in memory or while Redis answers, 0 while Redis is away.',
    registers: [this.registry],
  });

  /** `knownOperations`: names always given a label of their own (the web app's operations). */
  constructor({ knownOperations = [] }: { knownOperations?: Iterable<string> } = {}) {
    this.#operationNames = new BoundedNames(300, knownOperations);
    this.#sharedState.set(1);
  }

  httpRequest(route: string, method: string | undefined, status: number, seconds: number): void {
    this.#httpRequests.inc(route, methodLabel(method), String(status));
    this.#httpDuration.observe(seconds, route);
  }

  graphqlOperation(name: string | null | undefined, type: string, outcome: string, seconds: number): void {
    const operation = this.#operationNames.label(name);
    this.#operations.inc(operation, type, outcome);
    this.#operationDuration.observe(seconds, operation);
  }

  upstreamCall(service: string, method: string, status: string, seconds: number): void {
    const label = methodLabel(method);
    this.#upstreamCalls.inc(service, label, status);
    this.#upstreamDuration.observe(seconds, service, label);
  }

  cacheLookup(result: CacheLookup): void {
    this.#cacheLookups.inc(result);
  }

  refused(reason: RefusalReason): void {
    this.#refusals.labels(reason).inc();
  }

  progressStreamOpened(): void {
    this.#progressStreams.inc();
  }

  progressStreamClosed(): void {
    this.#progressStreams.dec();
  }

  /** A service's answer to its health check (readiness.ts): an alert can name the service that is down, with no traffic needed. */
  upstreamUp(service: string, up: boolean): void {
    this.#upstreamUp.labels(service).set(up ? 1 : 0);
  }

  sharedStateUp(up: boolean): void {
    this.#sharedState.set(up ? 1 : 0);
  }

  readonly contentType = this.registry.contentType;

  /** The exposition text: this gateway's series, then the process's. */
  async text(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}

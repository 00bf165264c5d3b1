import { request } from 'undici';
import { serviceNames, type ServiceName } from '../upstream/service-names';
import type { Logger } from './logger';

export interface ReadinessOptions {
  /** Base address per service. */
  services: Readonly<Record<ServiceName, string>>;
  /** How often each service's health is asked for, in ms. */
  intervalMs: number;
  /** Whether the shared state (Redis) answers; memory always does. */
  sharedStateHealthy: () => boolean;
  logger: Logger;
  /**
   * Asks one service for its health within `timeoutMs`; default a call of its own to `GET /health`.
   * The gateway asks on the service's own connection pool (Transport.answers), so the first checks,
   * made as the port opens, leave a connection to every service for the first requests.
   */
  answersHealthCheck?: (name: ServiceName, timeoutMs: number) => Promise<boolean>;
  /** Told each service's answer to every health check, for the metrics' `portal_upstream_up`. */
  onServiceChecked?: (name: ServiceName, up: boolean) => void;
}

/** How long a service may take to answer its health check. */
const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** What /ready answers. */
export interface ReadinessReport {
  ready: boolean;
  /**
   * What keeps this gateway from taking requests: `draining`, `graphql`, `redis` (not reached since
   * the start), or a service that has not answered before the first round of checks is over.
   */
  waitingFor: string[];
  /**
   * What this gateway serves without, while ready: `redis` (lost after it was reached) and the
   * services that did not answer their last check.
   */
  degraded: string[];
}

/**
 * Whether this gateway should be sent requests: GraphQL has started, the shared state has answered
 * since the start, the first round of the services' health checks is over, and it is not draining.
 * What every gateway shares going away later (Redis, a service) does not make it unready: every
 * gateway would lose it at the same moment, and a balancer routing by /ready would then have none
 * to send anyone to, where each can still serve what does not need it (docs/operations.md, "When
 * Redis goes away"). It is reported as `degraded` instead. The services are asked in the
 * background, every `intervalMs`, so a probe costs nothing and a burst of probes never reaches
 * them. A service answers its check with any status below 500 on `GET /health`: one without that
 * route (404) is still up and answering.
 */
export class Readiness {
  #graphqlStarted = false;
  #draining = false;
  readonly #servicesDown = new Set<ServiceName>(serviceNames);
  /** The services the log has said do not answer, and has not yet said answer again. */
  readonly #loggedDown = new Set<ServiceName>();
  #servicesChecked = false;
  #sharedStateReached = false;
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;

  constructor(private readonly options: ReadinessOptions) {}

  /** Starts asking the services, now and then every `intervalMs`; until the first answers, they count as not ready. */
  startChecking(): void {
    if (this.#timer) return;
    this.#checking = this.#checkAll();
    this.#timer = setInterval(() => {
      this.#checking ??= this.#checkAll();
    }, this.options.intervalMs);
    this.#timer.unref();
  }

  graphqlStarted(): void {
    this.#graphqlStarted = true;
  }

  /** From now on /ready answers 503, so balancers send this gateway nothing new. */
  startDraining(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  report(): ReadinessReport {
    const waitingFor: string[] = [];
    const degraded: string[] = [];
    if (this.#draining) waitingFor.push('draining');
    if (!this.#graphqlStarted) waitingFor.push('graphql');
    // A Redis never reached may be a wrong REDIS_URL or a gateway cut off from it: it does not join.
    if (this.options.sharedStateHealthy()) this.#sharedStateReached = true;
    else (this.#sharedStateReached ? degraded : waitingFor).push('redis');
    (this.#servicesChecked ? degraded : waitingFor).push(...this.#servicesDown);
    return { ready: waitingFor.length === 0, waitingFor, degraded };
  }

  /** Resolves once the checks under way are over: for tests and start-up, never for a probe. */
  async settled(): Promise<void> {
    await this.#checking;
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  async #checkAll(): Promise<void> {
    await Promise.all(serviceNames.map((name) => this.#check(name)));
    this.#servicesChecked = true;
    // Noted on every round as well as on every probe, so that a Redis reached while no balancer asked is known as such.
    if (this.options.sharedStateHealthy()) this.#sharedStateReached = true;
    this.#checking = undefined;
  }

  async #check(name: ServiceName): Promise<void> {
    const { answersHealthCheck: asked } = this.options;
    const up = await (asked ? asked(name, HEALTH_CHECK_TIMEOUT_MS) : answersHealthCheck(`${this.options.services[name]}/health`, HEALTH_CHECK_TIMEOUT_MS));
    this.options.onServiceChecked?.(name, up);
    if (up) this.#servicesDown.delete(name);
    else this.#servicesDown.add(name);
    // Said once on failing, the first check included (a service away from the start is logged too),
    // and "again" only of a service said to be away.
    if (up && this.#loggedDown.delete(name)) this.options.logger.info({ service: name }, `${name} answers its health check again`);
    else if (!up && !this.#loggedDown.has(name)) {
      this.#loggedDown.add(name);
      this.options.logger.warn({ service: name }, `${name} does not answer its health check: serving without it`);
    }
  }
}

async function answersHealthCheck(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await request(url, { method: 'GET', headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) });
    await response.body.dump();
    return response.statusCode < 500;
  } catch {
    return false;
  }
}

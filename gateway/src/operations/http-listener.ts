import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { addressList } from './address-list';
import { catchUp } from './after-answers';
import type { Logger } from './logger';
import type { GatewayMetrics } from './metrics';
import type { Readiness } from './readiness';
import { attachRequestLog, type RequestLog } from './request-log';
import { requestIdOf } from './request-id';
import { pathOf, routeOf } from './routes';

export interface ListenerOptions {
  /** Everything but the operations endpoints. */
  app: RequestListener;
  logger: Logger;
  metrics: GatewayMetrics;
  readiness: Readiness;
  /** Who may read /metrics (METRICS_ALLOW). */
  metricsAllow: readonly string[];
}

/** The requests being answered now; a drain waits for them. */
export class InFlight {
  #count = 0;
  #idle: (() => void)[] = [];

  get count(): number {
    return this.#count;
  }

  started(): void {
    this.#count += 1;
  }

  /** Once a started request's answer is closed (sent, or the client gone). */
  finished(): void {
    this.#count -= 1;
    if (this.#count === 0 && this.#idle.length > 0) for (const resolve of this.#idle.splice(0)) resolve();
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    return this.#count === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.push(resolve));
  }
}

/**
 * The gateway's request listener: `/health`, `/ready` and `/metrics` first (no session, no
 * throttle, no log line), then for every other request an id (X-Request-Id), the in-flight count
 * a drain waits on, and once it is answered one log line and its metrics, by route template.
 */
export function gatewayListener(options: ListenerOptions): { listener: RequestListener; inFlight: InFlight } {
  const { app, logger, metrics, readiness } = options;
  const mayReadMetrics = addressList(options.metricsAllow);
  const inFlight = new InFlight();

  const operations = (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    if (path !== '/health' && path !== '/ready' && path !== '/metrics') return false;
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return true;
    }
    if (path === '/health') {
      json(res, 200, { status: 'ok' });
    } else if (path === '/ready') {
      const { ready, waitingFor, degraded } = readiness.report();
      const without = degraded.length > 0 ? { degraded } : {};
      json(res, ready ? 200 : 503, ready ? { status: 'ready', ...without } : { status: 'not ready', waitingFor, ...without });
    } else if (!mayReadMetrics(req.socket.remoteAddress)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: /metrics answers only the addresses METRICS_ALLOW names');
    } else {
      metrics.text().then(
        (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
        (error: unknown) => {
          logger.error({ err: error }, 'Could not collect the metrics');
          res.writeHead(500).end();
        },
      );
    }
    return true;
  };

  const listener: RequestListener = (req, res) => {
    const path = pathOf(req.url);
    if (operations(req, res, path)) return;
    const started = performance.now();
    const log: RequestLog = { id: requestIdOf(req.headers['x-request-id']) };
    attachRequestLog(req, log);
    res.setHeader('x-request-id', log.id);
    // A request that came on a kept-alive connection while draining is answered, and its connection closed.
    if (readiness.draining) res.setHeader('connection', 'close');
    inFlight.started();
    // One listener for the count, the log line and the metrics: a request's close is on the hot path.
    res.once('close', () => {
      inFlight.finished();
      const ms = performance.now() - started;
      const route = routeOf(path);
      // 499, as balancers count it: the client went away before the answer was complete.
      const status = res.writableFinished ? res.statusCode : 499;
      // Its upstream calls' lines first, where they still wait (after-answers.ts).
      catchUp();
      metrics.httpRequest(route, req.method, status, ms / 1000);
      logger.info(
        { reqId: log.id, method: req.method, route, status, ms: Math.round(ms), operation: log.operation },
        `${req.method ?? ''} ${route} ${status} ${Math.round(ms)}ms`,
      );
    });
    app(req, res);
  };
  return { listener, inFlight };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

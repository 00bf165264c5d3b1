import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, type GatewayConfig } from './config';
import { catchUp } from './operations/after-answers';
import { createGateway, type Gateway, type GatewayOptions } from './server';

export interface ServeOptions extends GatewayOptions {
  /** The interface to listen on; default every interface. */
  host?: string;
}

export interface RunningGateway {
  gateway: Gateway;
  server: Server;
  port: number;
  /**
   * Stops as a deployment needs: /ready turns 503 at once, progress streams are told to reconnect,
   * new connections are still taken for SHUTDOWN_DELAY and then no more, requests in flight (an
   * upload chunk or a download included) finish until SHUTDOWN_TIMEOUT, then everything closes.
   * Safe to call twice.
   */
  shutdown(): Promise<void>;
  /**
   * Stops at once, cutting off what is in flight (tests); during a shutdown, ends its
   * SHUTDOWN_DELAY now. Safe to call twice.
   */
  close(): Promise<void>;
}

/** Creates the gateway and listens on config.port (0: a free one). */
export async function startGateway(config: GatewayConfig, options: ServeOptions = {}): Promise<RunningGateway> {
  const gateway = createGateway(config, options);
  const server = createServer(gateway.app);
  keepConnectionsAlive(server, config.keepAliveTimeoutMs);
  let port: number;
  try {
    port = await listen(server, config.port, options.host);
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  gateway.readiness.startChecking();
  // An unheard 'error' event would end the process; after start-up one is only worth a line.
  server.on('error', (error) => gateway.logger.error(`server error: ${error.message}`));

  let closing: Promise<void> | undefined;
  const delayOver = new AbortController();
  const close = () => {
    delayOver.abort();
    return (closing ??= (async () => {
      await closeServer(server);
      await gateway.stop();
    })());
  };
  const shutdown = () =>
    (closing ??= (async () => {
      const { logger, inFlight } = gateway;
      logger.info({ inFlight: inFlight.count }, `draining: ${inFlight.count} requests in flight, waiting up to ${config.shutdownTimeoutMs} ms`);
      gateway.drain();
      if (config.shutdownDelayMs > 0) {
        // An orchestrator that routes by readiness (Kubernetes' endpoints) goes on sending requests
        // for a while after /ready has turned 503; a closed port would refuse them. They are
        // answered, with `Connection: close`, until the delay is over.
        logger.info(`taking new connections for ${config.shutdownDelayMs} ms more (SHUTDOWN_DELAY)`);
        await sleep(config.shutdownDelayMs, undefined, { signal: delayOver.signal }).catch(() => undefined);
        // Progress streams opened meanwhile are told to reconnect too.
        gateway.drain();
      }
      // No new connections; idle kept-alive ones close now, busy ones once their answer is sent.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = sleep(config.shutdownTimeoutMs, 'deadline' as const, { ref: false });
      const outcome = await Promise.race([inFlight.idle().then(() => 'idle' as const), deadline]);
      if (outcome === 'deadline') logger.warn({ inFlight: inFlight.count }, `shutdown deadline reached: cutting off ${inFlight.count} requests`);
      server.closeAllConnections();
      await closed;
      // The requests cut off are over once their sockets have closed (logged 499): only then can
      // their calls fail without GraphQL writing an answer that no one receives.
      await Promise.race([inFlight.idle(), sleep(1_000, undefined, { ref: false })]);
      // Calls to the services still running (those of the requests cut off, or the gateway's
      // own) end at the deadline too, rather than each waiting out UPSTREAM_TIMEOUT: the process
      // exits soon after SHUTDOWN_TIMEOUT, within the orchestrator's grace period.
      await gateway.stop(deadline);
      // The lines of the calls cut off just now, which wait for the turn to end, come before it.
      catchUp();
      logger.info('stopped');
    })());
  return { gateway, server, port, shutdown, close };
}

/**
 * A client that keeps a connection to reuse (the balancer in front, a browser, an integrator's
 * HTTP agent) sends its next request on it whenever it likes; if the gateway closes the idle
 * connection in that same moment, the request meets a reset (ECONNRESET, or a 502 from the
 * balancer) and was never answered. Node closes idle connections after 5 s, about when HAProxy
 * and many agents reuse theirs, so the gateway keeps them for longer (KEEP_ALIVE_TIMEOUT,
 * docs/operations.md) and says so in each answer's `Keep-Alive` header, which Node's own agent
 * reads. The headers timeout is a second longer, so that it cannot end a kept connection before the
 * keep-alive does. A stopping gateway still closes idle connections at once (`shutdown`).
 */
function keepConnectionsAlive(server: Server, keepAliveTimeoutMs: number) {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`Port ${port} is already in use: stop what uses it, or set PORT to another port (0 picks a free one).`)
          : error,
      );
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would otherwise hold close() open until they time out.
    server.closeAllConnections();
  });
}

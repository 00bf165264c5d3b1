import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Logger } from '../operations/logger';
import { SharedPersistedQueries } from './persisted-queries';
import { RedisClaims } from './redis-claims';
import { RedisValues } from './redis-values';
import type { SharedState, StaleListener } from './shared-state';

export interface RedisStateOptions {
  url: string;
  /** Before every key and channel, so deployments (and test runs) sharing a Redis never meet. */
  keyPrefix: string;
  logger: Logger;
  /** Told whether Redis answers, on every change. */
  onUp?: (up: boolean) => void;
  /** How long a write waits for every gateway to say it has dropped the stale reads, in ms. */
  heardWaitMs?: number;
  /** How often both connections are asked whether Redis still answers, in ms. */
  heartbeatMs?: number;
  /** How many persisted queries Redis keeps, across all gateways; default MOST_SHARED_PERSISTED_QUERIES. */
  mostPersistedQueries?: number;
}

/**
 * A write waits at most this long for the other gateways to confirm. A gateway that is hung, or
 * too old to confirm, then costs each write this much, and may answer stale reads until its
 * request cache lets them go; the write goes on and says so in the log.
 */
const HEARD_WAIT_MS = 1_000;

// Commands fail at once while Redis is away instead of queueing (the throttle then counts in
// memory, a publish gives up), and reconnecting goes on in the background, at most every 2 s.
const connection: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * Both connections PING Redis this often. A Redis that stops answering without closing the
 * connection (paused, swapping, a network that drops packets) leaves the sockets open: without
 * asking, its connections would count as up, /ready would say 200, and every command would wait
 * out its timeout, a sign-in's half dozen of them one after the other.
 */
const HEARTBEAT_MS = 1_000;

/**
 * Shared state in Redis (docs/operations.md, "What is shared"):
 * - the sign-in throttle's counters, rate-limiter-flexible's Redis limiter, with an in-memory
 *   limiter of the same settings standing in while Redis is away;
 * - persisted queries in Redis behind this gateway's own LRU copy, which also serves while Redis
 *   is away (a query unknown then is simply sent again in full, as the protocol provides), bounded
 *   in number and length (persisted-queries.ts);
 * - the checkouts still waiting for payment, in Redis alone (another gateway may forget one), and
 *   a claim on each basket while it is checked out, `SET ... NX` (redis-claims.ts), so that of two
 *   checkouts of one basket through two gateways at once one makes the order; while Redis is away
 *   every claim is granted, as nothing is found or kept then either;
 * - the address cleanse download tickets, in Redis so that any gateway honours one; the gateway
 *   that made one also keeps its own copy (address-cleanse/download-tickets.ts), so that its links
 *   still work while Redis is away;
 * - stale reads: a write publishes the caller's changed paths on one channel, and every gateway
 *   drops those cached reads, then says so on the writer's own channel. The write answers once
 *   every gateway that received it has said so: Redis hands the writer its publish reply without
 *   waiting for the others to read the message, so without that a read sent next to another
 *   gateway could get there before the message does, and find the old answer. While this
 *   gateway's subscription is down it cannot hear the others, so its request cache keeps no
 *   answers until the subscription is back.
 */
export function redisState(options: RedisStateOptions): SharedState {
  const { keyPrefix, logger } = options;
  const instance = randomUUID();
  const channel = `${keyPrefix}stale`;
  const heardChannel = (gateway: string) => `${keyPrefix}stale-heard:${gateway}`;
  const ownHeardChannel = heardChannel(instance);
  const heardWaitMs = options.heardWaitMs ?? HEARD_WAIT_MS;
  /** This gateway's writes waiting for confirmations, by message id: how many have confirmed so far. */
  const awaitingHeard = new Map<number, { heard: number; expected?: number; done: () => void }>();
  let lastWriteId = 0;
  const client = new Redis(options.url, { ...connection, connectionName: `${keyPrefix}gateway` });
  // Subscribing needs a connection of its own; it resubscribes itself on every reconnection.
  const subscriber = new Redis(options.url, { ...connection, enableOfflineQueue: true, autoResubscribe: false, connectionName: `${keyPrefix}gateway-events` });
  const staleListeners: StaleListener[] = [];
  const hearingListeners: ((hearing: boolean) => void)[] = [];
  let hearing = false;
  let closing = false;
  /** Whether both connections are up; one line is logged when that changes, not one per reconnection attempt. */
  let up = false;
  let warned = false;
  /** Whether Redis refusing REDIS_URL's database has been logged since it last answered. */
  let refusalLogged = false;
  let connectedBefore = false;
  options.onUp?.(false);

  const setHearing = (now: boolean) => {
    if (now === hearing) return;
    hearing = now;
    for (const listener of hearingListeners) listener(now);
  };
  const wentAway = (error: Error & { code?: string }) => {
    if (closing || (!up && warned)) return;
    up = false;
    warned = true;
    const failure = error.code ?? error.message;
    logger.warn({ failure }, `Redis is away (${failure}): the throttle counts in this process, the request cache keeps nothing`);
    options.onUp?.(false);
  };
  /**
   * A connection on which Redis refused REDIS_URL's database (`/99` where it has 16: `ERR DB index
   * is out of range`) is closed before it is ready, and made anew as while Redis is away. ioredis
   * only reports a failed SELECT and goes on in database 0, where another deployment's keys may
   * be: the gateway then said it was ready and wrote its keys there. So it uses no Redis until it
   * has that database, and one that never had it is not ready (a Redis never reached).
   */
  const refusedDatabase = (connection: Redis, error: Error) => {
    if (closing) return;
    connection.disconnect(true);
    if (refusalLogged) return;
    refusalLogged = true;
    up = false;
    warned = true;
    const database = connection.options.db;
    logger.error(
      { failure: error.message, database },
      `Redis refuses database ${database} of REDIS_URL (${error.message}): no shared state until it has that database, rather than use another`,
    );
    options.onUp?.(false);
  };
  const failed = (connection: Redis) => (error: Error & { command?: { name?: string } }) =>
    // ioredis names the command a reply error answers; the gateway sends no SELECT but the one ioredis sends on connecting.
    error.command?.name === 'select' ? refusedDatabase(connection, error) : wentAway(error);
  const cameBack = () => {
    if (up || client.status !== 'ready' || !hearing) return;
    up = true;
    warned = false;
    refusalLogged = false;
    logger.info(connectedBefore ? 'Redis answers again: shared state restored' : 'Shared state in Redis');
    connectedBefore = true;
    options.onUp?.(true);
  };

  client.on('error', failed(client));
  subscriber.on('error', failed(subscriber));
  client.on('ready', cameBack);
  subscriber.on('ready', () => {
    subscriber.subscribe(channel, ownHeardChannel).then(
      () => {
        setHearing(true);
        cameBack();
      },
      (error: Error) => wentAway(error),
    );
  });
  // A PING unanswered within commandTimeout: Redis is away though the sockets are open. Both
  // connections are dropped and made anew (retryStrategy), so that meanwhile commands fail at once
  // (no offline queue) rather than each waiting out its timeout, the throttle counts in this
  // process and the request cache keeps nothing, as when the connection closes; the usual 'ready'
  // and resubscription bring everything back once Redis answers.
  let beating = false;
  const heartbeat = setInterval(() => {
    if (beating || closing) return;
    const pings = [client, subscriber].filter((connection) => connection.status === 'ready').map((connection) => connection.ping());
    if (pings.length === 0) return;
    beating = true;
    Promise.all(pings)
      .catch((error: Error) => {
        if (closing) return;
        wentAway(error);
        client.disconnect(true);
        subscriber.disconnect(true);
      })
      .finally(() => (beating = false));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  const closed = () => wentAway(Object.assign(new Error('connection closed'), { code: 'connection closed' }));
  client.on('close', closed);
  subscriber.on('close', () => {
    setHearing(false);
    closed();
  });
  const confirmed = (id: number) => {
    const waiting = awaitingHeard.get(id);
    if (!waiting) return;
    waiting.heard++;
    if (waiting.expected !== undefined && waiting.heard >= waiting.expected) waiting.done();
  };
  subscriber.on('message', (from: string, message: string) => {
    if (from === ownHeardChannel) return confirmed(Number(message));
    let stale: { from?: unknown; id?: unknown; identity?: unknown; paths?: unknown };
    try {
      stale = JSON.parse(message) as typeof stale;
    } catch {
      return;
    }
    // This gateway's own message counts as heard: it dropped the reads before publishing.
    if (stale.from === instance) return typeof stale.id === 'number' ? confirmed(stale.id) : undefined;
    if (typeof stale.identity !== 'string' || !Array.isArray(stale.paths)) return;
    const paths = stale.paths.filter((path): path is string => typeof path === 'string');
    for (const listener of staleListeners) listener(stale.identity, paths);
    // Said once the reads are gone, never before; a writer that cannot be told waits its limit out.
    if (typeof stale.from === 'string' && typeof stale.id === 'number') client.publish(heardChannel(stale.from), String(stale.id)).catch(() => undefined);
  });

  /** Publishes one write's stale reads; settles once every gateway that received it has confirmed, or after heardWaitMs. */
  const tellEveryGateway = async (identity: string, paths: readonly string[]) => {
    const id = ++lastWriteId;
    let done!: () => void;
    const allHeard = new Promise<void>((resolve) => (done = resolve));
    const waiting: { heard: number; expected?: number; done: () => void } = { heard: 0, done };
    // Listed before publishing: confirmations come on the other connection, maybe before the publish's reply.
    awaitingHeard.set(id, waiting);
    let timer: NodeJS.Timeout | undefined;
    try {
      const receivers = await client.publish(channel, JSON.stringify({ from: instance, id, identity, paths }));
      // Without its own subscription this gateway cannot hear confirmations: nothing to wait for.
      if (!hearing || receivers <= waiting.heard) return;
      waiting.expected = receivers;
      const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), heardWaitMs)));
      if (await Promise.race([allHeard.then(() => false), timedOut])) {
        logger.warn(
          { gateways: receivers, confirmed: waiting.heard },
          `${receivers - waiting.heard} of ${receivers} gateways did not confirm a write within ${heardWaitMs} ms: they may answer its caller's old reads until their request cache lets them go`,
        );
      }
    } finally {
      clearTimeout(timer);
      awaitingHeard.delete(id);
    }
  };

  return {
    kind: 'redis',
    attemptCounter: ({ name, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}attempts:${name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `attempts-${name}`, points, duration: durationSeconds }),
      }),
    persistedQueries: new SharedPersistedQueries(client, keyPrefix, options.mostPersistedQueries),
    pendingCheckouts: new RedisValues(client, `${keyPrefix}checkout:`),
    checkoutClaims: new RedisClaims(client, `${keyPrefix}checkout:`),
    downloadTickets: new RedisValues(client, `${keyPrefix}download:`),
    publishStale: async (identity, paths) => {
      for (const listener of staleListeners) listener(identity, paths);
      try {
        await tellEveryGateway(identity, paths);
      } catch (error) {
        // While Redis is known to be away, its one line has said so already.
        if (up) logger.warn({ failure: (error as { code?: string }).code ?? (error as Error).message }, 'Could not tell the other gateways of a write');
      }
    },
    onStale: (listener) => {
      staleListeners.push(listener);
    },
    onHearing: (listener) => {
      hearingListeners.push(listener);
      listener(hearing);
    },
    // `up` turns false the moment a PING goes unanswered, before the dropped connections close.
    healthy: () => up && client.status === 'ready' && hearing,
    close: async () => {
      closing = true;
      clearInterval(heartbeat);
      for (const waiting of awaitingHeard.values()) waiting.done();
      // A gateway stopped while Redis is away does not wait for it (docs/operations.md): ioredis
      // refuses or skips the QUIT of a connection that is down, and one still open to a Redis that
      // no longer answers gives up after commandTimeout.
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

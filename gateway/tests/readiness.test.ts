import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Readiness } from '../src/operations/readiness';
import type { ServiceName } from '../src/upstream/service-names';
import { memoryLog } from './helpers/memory-log';

/**
 * A gateway's readiness with every service and Redis under the test's hand: `down` the services
 * whose health checks fail, `redis` whether the shared state answers now.
 */
function readiness() {
  const world = { down: new Set<ServiceName>(), redis: false };
  const log = memoryLog();
  const ready = new Readiness({
    services: {} as Record<ServiceName, string>,
    intervalMs: 5_000,
    sharedStateHealthy: () => world.redis,
    logger: log.logger,
    answersHealthCheck: (name) => Promise.resolve(!world.down.has(name)),
  });
  let started = false;
  /** One round of checks: the first as the port opens, each later one as the interval comes round. */
  const checkRound = async () => {
    if (started) await vi.advanceTimersByTimeAsync(5_000);
    else ready.startChecking();
    started = true;
    await ready.settled();
  };
  return { world, ready, checkRound, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what /ready says of what every gateway shares', () => {
  it('waits for GraphQL, Redis and the first round of checks before a gateway takes requests', async () => {
    const { world, ready, checkRound } = readiness();
    expect(ready.report()).toMatchObject({ ready: false, waitingFor: expect.arrayContaining(['graphql', 'redis', 'bureau']) });
    world.redis = true;
    ready.graphqlStarted();
    await checkRound();
    expect(ready.report()).toEqual({ ready: true, waitingFor: [], degraded: [] });
  });

  it('keeps out a gateway that has never reached Redis, however the services answer', async () => {
    const { ready, checkRound } = readiness();
    ready.graphqlStarted();
    await checkRound();
    expect(ready.report()).toEqual({ ready: false, waitingFor: ['redis'], degraded: [] });
  });

  it('stays ready, naming them, when Redis or a service goes away later, and drops their names when they are back', async () => {
    const { world, ready, checkRound, log } = readiness();
    world.redis = true;
    ready.graphqlStarted();
    await checkRound();
    world.redis = false;
    world.down.add('bureau');
    await checkRound();
    expect(ready.report()).toEqual({ ready: true, waitingFor: [], degraded: ['redis', 'bureau'] });
    expect(log.lines).toContain('bureau does not answer its health check: serving without it');
    world.redis = true;
    world.down.clear();
    await checkRound();
    expect(ready.report()).toEqual({ ready: true, waitingFor: [], degraded: [] });
  });

  it('takes in a gateway started while a service is away once its first round is over', async () => {
    const { world, ready, checkRound } = readiness();
    world.redis = true;
    world.down.add('emailValidation');
    ready.graphqlStarted();
    expect(ready.report()).toMatchObject({ ready: false });
    await checkRound();
    expect(ready.report()).toEqual({ ready: true, waitingFor: [], degraded: ['emailValidation'] });
  });

  it('logs a service away from the start once, and says it answers again only of a service it said was away', async () => {
    const { world, ready, checkRound, log } = readiness();
    world.redis = true;
    world.down.add('bureau');
    ready.graphqlStarted();
    await checkRound();
    await checkRound();
    expect(log.lines).toEqual(['bureau does not answer its health check: serving without it']);
    world.down.clear();
    await checkRound();
    expect(log.lines).toEqual(['bureau does not answer its health check: serving without it', 'bureau answers its health check again']);
  });

  it('is not ready while draining, whatever else holds', async () => {
    const { world, ready, checkRound } = readiness();
    world.redis = true;
    ready.graphqlStarted();
    await checkRound();
    ready.startDraining();
    expect(ready.report()).toEqual({ ready: false, waitingFor: ['draining'], degraded: [] });
  });
});

// Where the first search on a fresh portal spends its time, against the later ones: step 5b's
// portals (first-search.ts, as `npm run bench:first-search` runs them), each search split into
// the bench client's, the gateway's and the sandbox's parts by Node's diagnostics channels in the
// gateway's process (the bench's own) and in the sandbox's, on the clock they share
// (docs/request-path.md, "The first address search"). Settings as run-first-search.ts's; 5 fresh
// portals by default. Unlike step 5b, whose gateways are fresh processes, the timeline starts each
// gateway in its own process, where the channels can see it: portal 1 is the one whose gateway
// code is new to the process, as a deployed gateway's is; the later portals' gateways run code
// the process has run before, and show what is new to a gateway other than its code.

import './production-mode';
import { performance } from 'node:perf_hooks';
import { serviceEnvVars, type ServiceName } from '@portal/sandbox';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/operations/logger';
import { startGateway } from '../src/serve';
import { BenchChild } from './child';
import { firstSearchTexts, measureFirstSearch, type FirstSearchGateway, type FirstSearchSandbox } from './first-search';
import { ascending, fixed, loadAverage, percentile, table } from './stats';
import { monotonicMs, processTimeline, type Timeline } from './timeline';

export type TimelineSandboxRequest = { type: 'timeline' };
export type TimelineSandboxReply = { type: 'ready'; urls: Record<ServiceName, string> } | { type: 'timeline'; timeline: Timeline };

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : fallback;
}

/** A sandbox process that hands over what it served as it stops, and its services' origins. */
async function timelineSandbox(kept: (timeline: Timeline, urls: Record<ServiceName, string>) => void): Promise<FirstSearchSandbox> {
  const child = new BenchChild<TimelineSandboxRequest, TimelineSandboxReply>(new URL('./timeline-sandbox-process.ts', import.meta.url), 'sandbox');
  const ready = await child.receive();
  if (ready.type !== 'ready') throw new Error(`The sandbox sent ${ready.type} before it was ready`);
  return {
    urls: ready.urls,
    stop: async () => {
      child.send({ type: 'timeline' });
      const reply = await child.receive();
      if (reply.type === 'timeline') kept(reply.timeline, ready.urls);
      await child.stop();
    },
  };
}

/** A gateway in this process, started as the image starts one (startGateway); its log is dropped. */
async function gatewayHere(urls: Record<ServiceName, string>): Promise<FirstSearchGateway> {
  const env: Record<string, string> = { PORT: '0' };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = urls[name as ServiceName];
  const running = await startGateway(loadConfig(env), { host: '127.0.0.1', logger: createLogger({ destination: { write: () => undefined } }) });
  return { graphqlUrl: `http://127.0.0.1:${running.port}/graphql`, close: () => running.close() };
}

type Spans = Record<string, number>;

/** One search's parts, from the bench process's timeline (client and gateway) and the sandbox's. */
function spansOf(from: number, to: number, own: Timeline, sandbox: Timeline, urls: Record<ServiceName, string>): Spans {
  const within = (at: number) => at >= from && at <= to;
  const services = new Set(Object.values(urls).map((url) => new URL(url).origin));
  const autocomplete = new URL(urls.autocomplete).origin;
  // The bench process's only server is the gateway; its only calls elsewhere than the services are the client's.
  const served = own.served.find((request) => within(request.start));
  const asked = own.calls.find((call) => !services.has(call.origin) && within(call.created));
  const call = own.calls.find((candidate) => candidate.origin === autocomplete && candidate.path.includes('q=') && within(candidate.created));
  const upstream = sandbox.served.find((request) => request.url.includes('q=') && within(request.start));
  if (!served || !asked || !call || !upstream) throw new Error('A search is missing a part of its timeline');
  return {
    'client: fetch makes its call': asked.created - from,
    'client: its headers sent (a connection made first?)': asked.sent - asked.created,
    'gateway: has the headers': served.start - asked.sent,
    'gateway: to its autocomplete call': call.created - served.start,
    'sandbox: has the headers': upstream.start - call.created,
    'sandbox: to the answer sent, and back': call.headers - upstream.start,
    'sandbox: CPU': upstream.cpuMs,
    'sandbox: page faults waiting for a read': upstream.majorFaults,
    'sandbox: serving, to its answer sent': upstream.end - upstream.start,
    "sandbox: its threads' waits": upstream.waits,
    "sandbox: its threads' preemptions": upstream.preemptions,
    'gateway: the answer read, its own sent': served.end - call.headers,
    'gateway: CPU (the bench process, client included)': served.cpuMs,
    'gateway: page faults waiting for a read (the bench process)': served.majorFaults,
    'client: the answer read': to - served.end,
    whole: to - from,
  };
}

async function main(): Promise<void> {
  const starts = wholeNumber('BENCH_FIRST_SEARCH_STARTS', 5);
  const later = wholeNumber('BENCH_LATER_SEARCHES', 20);
  console.log(`First search timeline, load average ${loadAverage()}`);
  const texts = await firstSearchTexts(starts, later);
  const own = processTimeline();
  const portals: { first: Spans; later: Spans }[] = [];
  for (let portal = 1; portal <= starts; portal++) {
    const handed: { sandbox?: { timeline: Timeline; urls: Record<ServiceName, string> } } = {};
    own.take();
    const figures = await measureFirstSearch(texts, later, () => timelineSandbox((timeline, urls) => (handed.sandbox = { timeline, urls })), gatewayHere);
    const mine = own.take();
    if (!handed.sandbox) throw new Error('The sandbox handed over no timeline');
    const { timeline: served, urls } = handed.sandbox;
    // performance.now() and the monotonic clock differ by a constant in one process.
    const offset = monotonicMs() - performance.now();
    const spans = figures.searches.map(({ at, ms }) => spansOf(at + offset, at + offset + ms, mine, served, urls));
    const [first, ...rest] = spans as [Spans, ...Spans[]];
    const laterMedians = Object.fromEntries(Object.keys(first).map((name) => [name, percentile(ascending(rest.map((s) => s[name] as number)), 0.5)]));
    portals.push({ first, later: laterMedians });
    const firstStart = (figures.searches[0]?.at ?? 0) + offset;
    const firstEnd = firstStart + (figures.searches[0]?.ms ?? 0);
    const during = (at: number) => at >= firstStart - 20 && at <= firstEnd;
    console.log(`\nPortal ${portal}, load average ${loadAverage()}`);
    console.log(
      table(
        ['span', 'first ms', 'later median ms'],
        Object.keys(first).map((name) => [name, fixed(first[name] as number), fixed(laterMedians[name] as number)]),
      ),
    );
    console.log(
      `   connections the bench's process opened during the first search: ${mine.connects.filter((c) => during(c.at)).length}; garbage collections during it: gateway ${mine.collections.filter((c) => during(c.start)).length}, sandbox ${served.collections.filter((c) => during(c.start)).length}`,
    );
  }
  const warm = portals.slice(1);
  const median = (values: number[]) => percentile(ascending(values), 0.5);
  const names = Object.keys(portals[0]?.first ?? {});
  console.log(`\nPortals 2 to ${starts}, medians over the portals, load average ${loadAverage()}`);
  console.log(
    table(
      ['span', 'first ms', 'later median ms', 'first - later ms'],
      names.map((name) => {
        const first = median(warm.map((p) => p.first[name] as number));
        const rest = median(warm.map((p) => p.later[name] as number));
        return [name, fixed(first), fixed(rest), fixed(first - rest)];
      }),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});

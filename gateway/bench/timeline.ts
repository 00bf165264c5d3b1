// What a bench process notes of its own part in a request, for first-search-timeline.ts: Node's
// diagnostics channels of its HTTP server and of undici, and its garbage collections, on the
// monotonic clock every process of the machine shares.

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { PerformanceObserver, performance } from 'node:perf_hooks';

/** Milliseconds on the monotonic clock the machine's processes share. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** A request the process served: when it had the headers, when the answer was sent, and the process's CPU time meanwhile. */
export interface ServedRequest {
  url: string;
  start: number;
  end: number;
  cpuMs: number;
  /** Page faults that waited for a read meanwhile (the process's). */
  majorFaults: number;
  /** The process's threads giving up their core to wait (a lock, a read), and taken off it for another. */
  waits: number;
  preemptions: number;
}

/** A call the process made with undici (fetch's or the package's): made, its headers sent, the answer's headers and end read. */
export interface UndiciCall {
  origin: string;
  path: string;
  created: number;
  sent: number;
  headers: number;
  trailers: number;
}

export interface Timeline {
  served: ServedRequest[];
  calls: UndiciCall[];
  /** Connections undici opened: to where, when. */
  connects: { origin: string; at: number }[];
  collections: { start: number; ms: number }[];
}

const empty = (): Timeline => ({ served: [], calls: [], connects: [], collections: [] });

/** Notes what this process serves and calls, and its garbage collections, from now on; `take` hands them over and starts afresh. */
export function processTimeline(): { take(): Timeline } {
  let timeline = empty();
  const started = new WeakMap<IncomingMessage, { at: number; cpu: NodeJS.CpuUsage; usage: NodeJS.ResourceUsage }>();
  subscribe('http.server.request.start', (message) => {
    started.set((message as { request: IncomingMessage }).request, {
      at: monotonicMs(),
      cpu: process.cpuUsage(),
      usage: process.resourceUsage(),
    });
  });
  subscribe('http.server.response.finish', (message) => {
    const { request } = message as { request: IncomingMessage };
    const start = started.get(request);
    if (!start) return;
    const cpu = process.cpuUsage(start.cpu);
    const usage = process.resourceUsage();
    timeline.served.push({
      url: request.url ?? '',
      start: start.at,
      end: monotonicMs(),
      cpuMs: (cpu.user + cpu.system) / 1000,
      majorFaults: usage.majorPageFault - start.usage.majorPageFault,
      waits: usage.voluntaryContextSwitches - start.usage.voluntaryContextSwitches,
      preemptions: usage.involuntaryContextSwitches - start.usage.involuntaryContextSwitches,
    });
  });
  const calls = new WeakMap<object, UndiciCall>();
  const callOf = (message: unknown) => calls.get((message as { request: object }).request);
  subscribe('undici:request:create', (message) => {
    const { request } = message as { request: { origin: unknown; path: string } };
    const call = { origin: String(request.origin), path: request.path, created: monotonicMs(), sent: 0, headers: 0, trailers: 0 };
    calls.set(request, call);
    timeline.calls.push(call);
  });
  subscribe('undici:client:sendHeaders', (message) => {
    const call = callOf(message);
    if (call) call.sent = monotonicMs();
  });
  subscribe('undici:request:headers', (message) => {
    const call = callOf(message);
    if (call) call.headers = monotonicMs();
  });
  subscribe('undici:request:trailers', (message) => {
    const call = callOf(message);
    if (call) call.trailers = monotonicMs();
  });
  subscribe('undici:client:connected', (message) => {
    const { connectParams } = message as { connectParams: { protocol: string; host: string } };
    timeline.connects.push({ origin: `${connectParams.protocol}//${connectParams.host}`, at: monotonicMs() });
  });
  const offset = monotonicMs() - performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timeline.collections.push({ start: entry.startTime + offset, ms: entry.duration });
  }).observe({ entryTypes: ['gc'] });
  return {
    take: () => {
      const taken = timeline;
      timeline = empty();
      return taken;
    },
  };
}

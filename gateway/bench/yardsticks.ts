import { getJson, graphqlData } from './http';
import { SUGGEST, suggestPath, suggestVariables } from './queries';
import { ServerProcess } from './server-process';
import type { TextSupply } from './queries';
import { timeInterleaved, warmUpWays } from './warm-up';

/**
 * The servers the gateway's one-at-a-time figures are read against, each in front of the same
 * service and in a process of its own, as the gateway is: the plain proxy (plain-proxy.ts), which
 * passes the REST call through and reads nothing, the floor of any server in between; and the least
 * GraphQL server (least-graphql.ts), which answers the gateway's own query with compiled code and
 * one call, and does nothing else, the floor of any GraphQL server in between.
 */
export type YardstickName = 'plain proxy' | 'least GraphQL server';

export const YARDSTICKS: readonly YardstickName[] = ['plain proxy', 'least GraphQL server'];

/** What each one's figure is the floor of, for the tables. */
export const FLOOR_OF: Record<YardstickName, string> = {
  'plain proxy': 'the floor of any server in between',
  'least GraphQL server': 'the floor of any GraphQL server in between',
};

/** How each is asked for suggestions: what a client of it sends, as the gateway's and the direct calls are sent. */
const ways: Record<
  YardstickName,
  { entry: 'proxy-process' | 'least-graphql-process'; request: string; ask(origin: string, text: string, jwt: string): Promise<unknown> }
> = {
  'plain proxy': {
    entry: 'proxy-process',
    request: 'GET /autoc/json',
    ask: (origin, text, jwt) => getJson<unknown[]>(`${origin}${suggestPath(text)}`, jwt),
  },
  'least GraphQL server': {
    entry: 'least-graphql-process',
    request: 'POST /graphql',
    ask: (origin, text, jwt) => graphqlData(`${origin}/graphql`, SUGGEST, suggestVariables(text), jwt),
  },
};

export interface RunningYardstick {
  name: YardstickName;
  /** What its client sends, for the tables. */
  request: string;
  suggest(text: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** Starts one in front of `serviceUrl`; its suggestions are asked for as `jwt`. */
export async function startYardstick(name: YardstickName, serviceUrl: string, jwt: string): Promise<RunningYardstick> {
  const way = ways[name];
  const server = await ServerProcess.start(way.entry, name, { BENCH_SERVICE_URL: serviceUrl });
  return { name, request: way.request, suggest: (text) => way.ask(server.origin, text, jwt), stop: () => server.stop() };
}

/** One yardstick's calls and the same calls made direct, interleaved: milliseconds each. */
export interface YardstickFigures {
  name: YardstickName;
  request: string;
  throughMs: number[];
  directMs: number[];
}

/**
 * Times one yardstick in front of `serviceUrl` against `direct`, the same call straight to the
 * service: warmed `busyWarmUp` texts 50 at a time each way, then `warmUp` and `timed` texts one at a
 * time, interleaved, as the gateway's own steps are.
 */
export async function timeYardstick(
  name: YardstickName,
  serviceUrl: string,
  jwt: string,
  direct: (text: string) => Promise<unknown>,
  texts: TextSupply,
  settings: { busyWarmUp: number; warmUp: number; timed: number },
): Promise<YardstickFigures> {
  const yardstick = await startYardstick(name, serviceUrl, jwt);
  try {
    await warmUpWays([yardstick.suggest, direct], texts.take(settings.busyWarmUp));
    const pairs = await timeInterleaved<unknown>([yardstick.suggest, direct], texts.take(settings.warmUp + settings.timed), settings.warmUp);
    return { name, request: yardstick.request, throughMs: pairs.map((pair) => pair.first.ms), directMs: pairs.map((pair) => pair.second.ms) };
  } finally {
    await yardstick.stop();
  }
}

import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway, type BenchGateway } from './bench-gateway';
import { graphqlData, postGraphql } from './http';
import { SUGGEST, suggestVariables } from './queries';

export const IDENTICAL_REQUESTS = 50;

/** The group-tree queries, as the web app could send them. */
export const GROUP_TREE_QUERIES = ['{ myGroups { parent { id } } }', '{ myGroups { children { parent { children { id } } } } }'] as const;

/** The upstream calls one fresh gateway makes for `act`; its request cache starts empty. */
async function callsFor(urls: Record<ServiceName, string>, act: (gateway: BenchGateway) => Promise<void>): Promise<number> {
  const gateway = await startBenchGateway(urls);
  try {
    const before = await gateway.upstreamCalls();
    await act(gateway);
    return (await gateway.upstreamCalls()) - before;
  } finally {
    await gateway.close();
  }
}

export interface IdenticalFigures {
  requests: number;
  /** Calls for the same request sent once. */
  alone: number;
  /** Calls for `requests` copies sent at once. */
  together: number;
}

/**
 * One caller sending the same request 50 times at once (a double-clicking, retrying or many-tabbed
 * person), on a gateway whose cache is cold: in-flight sharing should make the calls of one.
 * The request is an address suggestion: the account's access check, then the look-up.
 */
export async function countIdenticalRequests(urls: Record<ServiceName, string>, jwt: string, text: string): Promise<IdenticalFigures> {
  const suggest = async (gateway: BenchGateway) => {
    await graphqlData(gateway.graphqlUrl, SUGGEST, suggestVariables(text), jwt);
  };
  const alone = await callsFor(urls, suggest);
  const together = await callsFor(urls, async (gateway) => {
    await Promise.all(Array.from({ length: IDENTICAL_REQUESTS }, () => suggest(gateway)));
  });
  return { requests: IDENTICAL_REQUESTS, alone, together };
}

export interface QueryCalls {
  query: string;
  calls: number;
  /** The errors of the answer, where it had any. */
  errors: string | undefined;
}

/** The upstream calls of each group-tree query, each on a cold cache, for the signed-in caller. */
export async function countGroupTreeCalls(urls: Record<ServiceName, string>, jwt: string): Promise<QueryCalls[]> {
  const counted: QueryCalls[] = [];
  for (const query of GROUP_TREE_QUERIES) {
    let errors: string | undefined;
    const calls = await callsFor(urls, async (gateway) => {
      const answer = await postGraphql(gateway.graphqlUrl, query, {}, jwt);
      if (answer.errors?.length) errors = answer.errors.map((error) => error.message).join('; ');
    });
    counted.push({ query, calls, errors });
  }
  return counted;
}

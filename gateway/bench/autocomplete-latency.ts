import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { ServerProcess } from './server-process';
import { getJson, graphqlData } from './http';
import { SUGGEST, suggestPath, suggestVariables, type TextSupply } from './queries';
import { timeInterleaved, warmUpWays } from './warm-up';

export interface AutocompleteFigures {
  queries: number;
  warmUp: number;
  gatewayMs: number[];
  directMs: number[];
  /** Queries whose suggestions differed between the two ways. */
  mismatches: number;
  /** Queries the sandbox found nothing for. */
  empty: number;
}

/** The same searches through the plain proxy and straight to the sandbox: what any server in between adds. */
export interface ProxyAutocompleteFigures {
  queries: number;
  proxyMs: number[];
  directMs: number[];
}

/**
 * How much the gateway adds to an address suggestion as a person types: realistic queries, each
 * new, timed one at a time through /graphql and straight to the sandbox's /autoc/json,
 * interleaved, after a warm-up; the suggestions both ways are compared.
 */
export async function measureAutocompleteLatency(
  urls: Record<ServiceName, string>,
  jwt: string,
  texts: TextSupply,
  settings: { queries: number; warmUp: number; busyWarmUp: number },
): Promise<AutocompleteFigures> {
  const gateway = await startBenchGateway(urls);
  try {
    const throughGateway = async (text: string) => {
      const data = await graphqlData<{ addressSuggestions: { suggestions: { id: string }[]; failure: unknown } }>(
        gateway.graphqlUrl,
        SUGGEST,
        suggestVariables(text),
        jwt,
      );
      if (data.addressSuggestions.failure) throw new Error(`Suggestion failed: ${JSON.stringify(data.addressSuggestions.failure)}`);
      return data.addressSuggestions.suggestions.map((suggestion) => suggestion.id);
    };
    const direct = async (text: string) =>
      (await getJson<{ id: string }[]>(`${urls.autocomplete}${suggestPath(text)}`, jwt)).map((suggestion) => suggestion.id);
    await warmUpWays([throughGateway, direct], texts.take(settings.busyWarmUp));
    const pairs = await timeInterleaved([throughGateway, direct], texts.take(settings.warmUp + settings.queries), settings.warmUp);
    const figures: AutocompleteFigures = {
      queries: settings.queries,
      warmUp: settings.warmUp,
      gatewayMs: pairs.map((pair) => pair.first.ms),
      directMs: pairs.map((pair) => pair.second.ms),
      mismatches: pairs.filter((pair) => pair.first.answer.join() !== pair.second.answer.join()).length,
      empty: pairs.filter((pair) => pair.second.answer.length === 0).length,
    };
    return figures;
  } finally {
    await gateway.close();
  }
}

/**
 * Step 5's yardstick: the same one-at-a-time searches through the plain undici proxy (plain-proxy.ts,
 * which reads and checks nothing) and straight to the sandbox, interleaved and warmed as step 5's
 * are, with texts of their own. Measured after step 5, not within it, so the gateway's figure is
 * taken as it always was; the ratio says how much of the gateway's is the extra process in the way
 * (a loopback hop each way, a second HTTP server and client) rather than the gateway's own work.
 */
export async function measureProxyAutocompleteLatency(
  urls: Record<ServiceName, string>,
  jwt: string,
  texts: TextSupply,
  settings: { queries: number; warmUp: number; busyWarmUp: number },
): Promise<ProxyAutocompleteFigures> {
  const proxy = await ServerProcess.start('proxy-process', 'plain proxy', { BENCH_SERVICE_URL: urls.autocomplete });
  try {
    const get = (origin: string) => async (text: string) => (await getJson<{ id: string }[]>(`${origin}${suggestPath(text)}`, jwt)).length;
    const throughProxy = get(proxy.origin);
    const direct = get(urls.autocomplete);
    await warmUpWays([throughProxy, direct], texts.take(settings.busyWarmUp));
    const pairs = await timeInterleaved([throughProxy, direct], texts.take(settings.warmUp + settings.queries), settings.warmUp);
    const figures: ProxyAutocompleteFigures = {
      queries: settings.queries,
      proxyMs: pairs.map((pair) => pair.first.ms),
      directMs: pairs.map((pair) => pair.second.ms),
    };
    return figures;
  } finally {
    await proxy.stop();
  }
}

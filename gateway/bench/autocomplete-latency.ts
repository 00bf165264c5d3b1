import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { getJson, graphqlData } from './http';
import { SUGGEST, suggestPath, suggestVariables, type TextSupply } from './queries';
import { timeInterleaved, warmUpWays } from './warm-up';
import { timeYardstick, type YardstickFigures, type YardstickName } from './yardsticks';

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
 * Step 5's yardsticks: the same one-at-a-time searches through one of them (yardsticks.ts) and
 * straight to the sandbox, interleaved and warmed as step 5's are, with texts of their own.
 * Measured after step 5, not within it, so the gateway's figure is taken as it always was; the
 * plain proxy's ratio says how much of the gateway's is the extra process in the way (a loopback
 * hop each way, a second HTTP server and client), the least GraphQL server's how much is GraphQL
 * itself, and the gateway's over that is what it does beyond GraphQL.
 */
export async function measureYardstickAutocompleteLatency(
  name: YardstickName,
  urls: Record<ServiceName, string>,
  jwt: string,
  texts: TextSupply,
  settings: { queries: number; warmUp: number; busyWarmUp: number },
): Promise<YardstickFigures> {
  const direct = (text: string) => getJson<unknown[]>(`${urls.autocomplete}${suggestPath(text)}`, jwt);
  return timeYardstick(name, urls.autocomplete, jwt, direct, texts, { busyWarmUp: settings.busyWarmUp, warmUp: settings.warmUp, timed: settings.queries });
}

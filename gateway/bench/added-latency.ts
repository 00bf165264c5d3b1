import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { graphqlData } from './http';
import { SUGGEST, suggestPath, suggestVariables, type TextSupply } from './queries';
import { startSlowAutocomplete } from './slow-autocomplete';
import { timeInterleaved, warmUpWays, type TimedPair } from './warm-up';
import { YARDSTICKS, timeYardstick, type YardstickFigures } from './yardsticks';

export const UPSTREAM_DELAY_MS = 20;

export interface AddedLatencyFigures {
  calls: number;
  gatewayMs: number[];
  directMs: number[];
  /** The same, through each yardstick (yardsticks.ts) in front of the same stand-in, measured after the gateway with texts of their own. */
  yardsticks: YardstickFigures[];
}

/**
 * What the gateway adds to one call that takes 20 ms upstream: a gateway whose autocomplete
 * service is a stand-in answering after 20 ms (every other service is the sandbox), timed one
 * request at a time against the same call straight to the stand-in, interleaved, each text new so
 * the request cache never answers. The account's access check is cached during the warm-up. Then
 * each yardstick in front of the same stand-in, timed the same way: what any server in between, and
 * any GraphQL server, adds after a 20 ms wait on this machine.
 */
export async function measureAddedLatency(
  urls: Record<ServiceName, string>,
  jwt: string,
  texts: TextSupply,
  settings: { calls: number; warmUp: number; busyWarmUp: number },
): Promise<AddedLatencyFigures> {
  const standIn = await startSlowAutocomplete(UPSTREAM_DELAY_MS);
  try {
    const direct = async (text: string) => {
      const res = await fetch(`${standIn.origin}${suggestPath(text)}`, {
        headers: { authorization: `Bearer ${jwt}`, accept: 'application/json', 'accept-encoding': 'identity' },
      });
      if (!res.ok) throw new Error(`The stand-in answered ${res.status}`);
      await res.json();
    };
    const gateway = await startBenchGateway(urls, { autocomplete: standIn.origin });
    let pairs: TimedPair<void>[];
    try {
      const throughGateway = async (text: string) => {
        const data = await graphqlData<{ addressSuggestions: { suggestions: unknown[]; failure: unknown } }>(
          gateway.graphqlUrl,
          SUGGEST,
          suggestVariables(text),
          jwt,
        );
        if (data.addressSuggestions.failure || data.addressSuggestions.suggestions.length !== 1) {
          throw new Error(`The stand-in's suggestion did not come through: ${JSON.stringify(data.addressSuggestions)}`);
        }
      };
      await warmUpWays([throughGateway, direct], texts.take(settings.busyWarmUp));
      pairs = await timeInterleaved([throughGateway, direct], texts.take(settings.warmUp + settings.calls), settings.warmUp);
    } finally {
      await gateway.close();
    }
    const yardsticks: YardstickFigures[] = [];
    for (const name of YARDSTICKS) {
      yardsticks.push(
        await timeYardstick(name, standIn.origin, jwt, direct, texts, { busyWarmUp: settings.busyWarmUp, warmUp: settings.warmUp, timed: settings.calls }),
      );
    }
    return {
      calls: settings.calls,
      gatewayMs: pairs.map((pair) => pair.first.ms),
      directMs: pairs.map((pair) => pair.second.ms),
      yardsticks,
    };
  } finally {
    await standIn.close();
  }
}

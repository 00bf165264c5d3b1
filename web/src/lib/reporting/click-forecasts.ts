import { useQuery } from '@apollo/client/react';
import { formatDay } from '../display-format';
import { ClickForecastsQuery } from './click-forecasts-documents';

// The run-out warning shown on home and in the account bar: both ask the same question, so the
// cache answers the second from the first.

export interface EarlyRunOut {
  planId: number;
  plan: string;
  runOutDate: string;
  periodEnd: string | null;
}

/**
 * The account's subscriptions whose clicks run out at the recent rate before they renew or end,
 * soonest first. A failure shows nothing: the warning is a hint, and the screens say the rest.
 */
export function useEarlyRunOuts(accountId: string | undefined): EarlyRunOut[] {
  const { data } = useQuery(ClickForecastsQuery, { variables: { accountId: accountId ?? '' }, skip: !accountId, errorPolicy: 'ignore' });
  return earlyRunOuts(data?.clickForecasts ?? []);
}

/** Those forecasts that run out early, soonest first. Pure. */
export function earlyRunOuts(
  forecasts: readonly {
    subscription: { planId: number; plan: string };
    forecast: { runOutDate: string | null; periodEnd: string | null; runsOutEarly: boolean };
  }[],
): EarlyRunOut[] {
  return forecasts
    .filter((entry) => entry.forecast.runsOutEarly && entry.forecast.runOutDate)
    .map((entry) => ({
      planId: entry.subscription.planId,
      plan: entry.subscription.plan,
      runOutDate: entry.forecast.runOutDate!,
      periodEnd: entry.forecast.periodEnd,
    }))
    .sort((a, b) => a.runOutDate.localeCompare(b.runOutDate));
}

/** The warning in words: "Address Lookup 20,000 runs out of clicks on 5 Dec 2026, before it renews on 7 May 2027." */
export function runOutWords(runOut: EarlyRunOut): string {
  const before = runOut.periodEnd ? `, before it renews or ends on ${formatDay(runOut.periodEnd)}` : '';
  return `${runOut.plan} runs out of clicks on ${formatDay(runOut.runOutDate)} at its recent rate${before}.`;
}

/** The account bar's short form: "Clicks run out 5 Dec 2026", or how many subscriptions do. */
export function runOutShort(runOuts: readonly EarlyRunOut[]): string {
  if (runOuts.length === 1) return `Clicks run out ${formatDay(runOuts[0]!.runOutDate)}`;
  return `${runOuts.length} subscriptions run out early`;
}

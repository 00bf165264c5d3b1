import { useQuery } from '@apollo/client/react';
import { formatDay } from '../display-format';
import { ClickForecastsQuery } from './click-forecasts-documents';

// The run-out warning shown on home and in the account bar: both ask the same question, so the
// cache answers the second from the first.

export interface EarlyRunOut {
  planId: number;
  plan: string;
  /** The day the clicks run out; null when none are left (used up). */
  runOutDate: string | null;
  periodEnd: string | null;
}

/**
 * The account's subscriptions whose clicks run out at the recent rate before they renew or end, or
 * are used up already, those first and then soonest first. A failure shows nothing: the warning is
 * a hint, and the screens say the rest.
 */
export function useEarlyRunOuts(accountId: string | undefined): EarlyRunOut[] {
  const { data } = useQuery(ClickForecastsQuery, { variables: { accountId: accountId ?? '' }, skip: !accountId, errorPolicy: 'ignore' });
  return earlyRunOuts(data?.clickForecasts ?? []);
}

/** Those forecasts that run out early (or have run out), used up first and then soonest first. Pure. */
export function earlyRunOuts(
  forecasts: readonly {
    subscription: { planId: number; plan: string };
    forecast: { runOutDate: string | null; periodEnd: string | null; runsOutEarly: boolean };
  }[],
): EarlyRunOut[] {
  return (
    forecasts
      // The gateway warns of one used up (no run-out day: they ran out already) while its period runs on.
      .filter((entry) => entry.forecast.runsOutEarly)
      .map((entry) => ({
        planId: entry.subscription.planId,
        plan: entry.subscription.plan,
        runOutDate: entry.forecast.runOutDate,
        periodEnd: entry.forecast.periodEnd,
      }))
      .sort((a, b) => (a.runOutDate ?? '').localeCompare(b.runOutDate ?? ''))
  );
}

/**
 * The warning in words: "Address Lookup 20,000 runs out of clicks on 5 Dec 2026 at its recent rate,
 * before it renews or ends on 7 May 2027.", or of one used up, "Email Validation trial has used up
 * its clicks: none are left until it renews or ends on 30 Dec 2026."
 */
export function runOutWords(runOut: EarlyRunOut): string {
  const periodEnd = runOut.periodEnd && formatDay(runOut.periodEnd);
  if (runOut.runOutDate === null) {
    return periodEnd
      ? `${runOut.plan} has used up its clicks: none are left until it renews or ends on ${periodEnd}.`
      : `${runOut.plan} has used up its clicks.`;
  }
  const before = periodEnd ? `, before it renews or ends on ${periodEnd}` : '';
  return `${runOut.plan} runs out of clicks on ${formatDay(runOut.runOutDate)} at its recent rate${before}.`;
}

/** The account bar's short form: "Clicks run out 5 Dec 2026", "Clicks used up", or how many subscriptions run out. */
export function runOutShort(runOuts: readonly EarlyRunOut[]): string {
  if (runOuts.length === 1) {
    const { runOutDate } = runOuts[0]!;
    return runOutDate === null ? 'Clicks used up' : `Clicks run out ${formatDay(runOutDate)}`;
  }
  return `${runOuts.length} subscriptions run out early`;
}

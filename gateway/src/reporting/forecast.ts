const DAY_SECONDS = 86_400;

/** What a forecast needs of a subscription, as the account manager summarises it. */
export interface ForecastInput {
  remainClicks: number;
  /** Clicks per day over the recent period (the service's last 30 days). */
  averageClicks: number;
  /** Epoch seconds; 0 or null when the service gives none. */
  endDate: number | null;
  /** Epoch seconds; 0 or null when the subscription will not renew by itself. */
  estimatedRenewalDate: number | null;
}

export interface ClickForecastValue {
  dailyAverage: number;
  remainClicks: number;
  /**
   * Epoch seconds of the UTC day the clicks run out; null when there is nothing to forecast: none
   * are left (used up), none are being used, or the subscription's period has ended.
   */
  runOutDate: number | null;
  /** The renewal date, else the end date (epoch seconds); null when there is neither. */
  periodEnd: number | null;
  runsOutEarly: boolean;
}

/**
 * When a subscription's clicks run out if use goes on at its recent daily average: today (UTC)
 * plus the whole days the remaining clicks last, rounded up (the last day is the one on which the
 * final click would be used). The portal warns when that comes before the subscription renews or
 * ends, since the customer would be without clicks in between.
 *
 * A subscription with none left has no day to forecast: they ran out on some day already gone,
 * and "today" read as a date to come, every day anew. It still warns while the period it is
 * without clicks runs on. One whose period has ended (the service calls it expired) has no
 * forecast at all: its clicks left can no longer be used, so no day of theirs is to come.
 */
export function clickForecast(input: ForecastInput, nowSeconds: number): ClickForecastValue {
  const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  const remainClicks = Math.max(0, input.remainClicks);
  const dailyAverage = Math.max(0, input.averageClicks);
  const periodEnd = input.estimatedRenewalDate || input.endDate || null;
  const ended = !!input.endDate && input.endDate <= nowSeconds;
  if (ended) return { dailyAverage, remainClicks, runOutDate: null, periodEnd, runsOutEarly: false };
  if (remainClicks === 0) return { dailyAverage, remainClicks, runOutDate: null, periodEnd, runsOutEarly: periodEnd !== null && today < periodEnd };
  const runOutDate = dailyAverage > 0 ? today + Math.ceil(remainClicks / dailyAverage) * DAY_SECONDS : null;
  return {
    dailyAverage,
    remainClicks,
    runOutDate,
    periodEnd,
    runsOutEarly: runOutDate !== null && periodEnd !== null && runOutDate < periodEnd,
  };
}

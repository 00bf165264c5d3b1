import type { SeedClock } from './clock';
import { seededRandom } from './prng';
import { CRM_LOCKED_DAYS_AGO, tokenIds } from './tokens';
import type { ApiToken, Subscription, SubscriptionUsage, TokenUsage } from './types';

export const USAGE_HISTORY_DAYS = 90;

const tokenDailyMean: Record<number, number> = {
  [tokenIds.acmeWebsite]: 30,
  [tokenIds.acmeCrm]: 12,
  [tokenIds.koalaWebsite]: 8,
};

/** The last 90 days, oldest first, ending with today. */
function historyDates(clock: SeedClock): number[] {
  return Array.from({ length: USAGE_HISTORY_DAYS }, (_, index) => clock.daysAgo(USAGE_HISTORY_DAYS - 1 - index));
}

/**
 * Seeded by series and calendar date, so a given day shows the same clicks whichever day the
 * sandbox starts on. Weekends are quieter, as they are for real customers.
 */
function dailyClicks(series: string, date: number, mean: number): number {
  const weekday = new Date(date * 1000).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const noise = 0.6 + seededRandom(`${series}:${date}`)() * 0.8;
  return Math.round(mean * noise * (weekend ? 0.45 : 1));
}

export function seedSubscriptionUsage(clock: SeedClock, subscriptions: Subscription[]): SubscriptionUsage[] {
  const dates = historyDates(clock);
  return subscriptions.flatMap((subscription) => {
    const series = `subscription:${subscription.subscriptionId}`;
    const level = 0.6 + seededRandom(series)() * 0.5;
    const mean = Math.max(2, (subscription.clicks / 365) * level);
    return dates.map((date) => ({
      subscriptionId: subscription.subscriptionId,
      accountId: subscription.accountId,
      planId: subscription.planId,
      date,
      clicks: dailyClicks(series, date, mean),
    }));
  });
}

export function seedTokenUsage(clock: SeedClock, tokens: ApiToken[]): TokenUsage[] {
  const dates = historyDates(clock);
  const lockedSince = clock.daysAgo(CRM_LOCKED_DAYS_AGO);
  return tokens.flatMap((token) =>
    dates.map((date) => ({
      tokenId: token.id,
      accountId: token.parentId,
      date,
      clicks: token.locked && date >= lockedSince ? 0 : dailyClicks(`token:${token.id}`, date, tokenDailyMean[token.id] ?? 5),
    })),
  );
}

import { internationalCountries } from '../../addresses/generate-international';
import type { Plan, SubscriptionUsage } from '../../seed';
import { seededRandom } from '../../seed/prng';

/** The country a territory's own datasets cover. */
const homeCountry: Record<Plan['territory'], string> = { uk: 'GB', australia: 'AU' };

/**
 * Which countries a day's clicks were for. The sandbox keeps clicks per day, not per look-up, so a
 * day's address look-ups are apportioned: most in the plan's own country, and a share (seeded by
 * subscription and day, so it is the same on every run) through the international dataset, spread
 * over a few of its countries. Shares are whole clicks (largest remainder), so the countries of a
 * day add up to that day's clicks exactly. Other services are all the plan's own country.
 */
function countriesOfDay(plan: Plan, day: SubscriptionUsage): Map<string, number> {
  const home = homeCountry[plan.territory];
  if (plan.service !== 'address' || day.clicks === 0) return new Map([[home, day.clicks]]);
  const random = seededRandom(`countries:${day.subscriptionId}:${day.date}`);
  const internationalShare = 0.1 + random() * 0.15;
  const weights = new Map<string, number>([[home, (1 - internationalShare) * 100]]);
  const abroad = internationalCountries.filter((country) => country.code !== home).slice(0, 5);
  const abroadWeights = abroad.map(() => 0.2 + random());
  const abroadTotal = abroadWeights.reduce((sum, weight) => sum + weight, 0);
  abroad.forEach((country, index) => weights.set(country.code, (internationalShare * 100 * (abroadWeights[index] ?? 0)) / abroadTotal));
  return apportion(day.clicks, weights);
}

/** Splits `clicks` by weight into whole numbers that add up to `clicks` (largest remainder first). */
export function apportion(clicks: number, weights: ReadonlyMap<string, number>): Map<string, number> {
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const shares = [...weights].map(([key, weight]) => {
    const exact = total === 0 ? 0 : (clicks * weight) / total;
    return { key, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = clicks - shares.reduce((sum, share) => sum + share.whole, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.key, share.whole]));
}

/** A plan's clicks per country over the given days, most first; countries without clicks left out. */
export function usageByCountry(plan: Plan, days: readonly SubscriptionUsage[]): { country: string; clicks: number }[] {
  const clicks = new Map<string, number>();
  for (const day of days) for (const [country, count] of countriesOfDay(plan, day)) clicks.set(country, (clicks.get(country) ?? 0) + count);
  return [...clicks]
    .filter(([, count]) => count > 0)
    .map(([country, count]) => ({ country, clicks: count }))
    .sort((a, b) => b.clicks - a.clicks || a.country.localeCompare(b.country));
}

/**
 * Week-over-week changes in daily use, for pointing them out on a chart. Pure.
 *
 * The days are cut into whole weeks counted back from the last day shown (so the latest week is
 * always a full seven days, ending on the report's last day); each week is compared with the one
 * before it. Days left over at the start belong to no week.
 */

export interface WeeklyChange {
  /** The first and last day of the week that changed (ISO, as the points give them). */
  from: string;
  to: string;
  /** Clicks in that week, and in the seven days before it. */
  clicks: number;
  previous: number;
  /** The change as a share of the week before: 0.4 is 40% more, -0.5 half as many; null when the week before had none. */
  change: number | null;
}

/** The shares offered for "point out changes over": 10%, 25%, 50%, 100%. */
export const changeShares = [10, 25, 50, 100] as const;
export const DEFAULT_CHANGE_SHARE = 25;

/**
 * Every week whose clicks differ from the week before by more than `share` (0.25 for 25%) of the
 * week before, oldest first. A week after one without any use counts as a change when it has some.
 * `days` are the days' starts (ISO date-times), `clicks` each day's clicks in the same order.
 */
export function weeklyChanges(days: readonly string[], clicks: readonly number[], share: number): WeeklyChange[] {
  const weeks: { from: string; to: string; clicks: number }[] = [];
  for (let end = days.length; end - 7 >= 0; end -= 7) {
    const week = clicks.slice(end - 7, end);
    weeks.unshift({ from: days[end - 7]!, to: days[end - 1]!, clicks: week.reduce((sum, day) => sum + day, 0) });
  }
  const changes: WeeklyChange[] = [];
  for (let index = 1; index < weeks.length; index += 1) {
    const week = weeks[index]!;
    const previous = weeks[index - 1]!.clicks;
    if (previous === 0) {
      if (week.clicks > 0) changes.push({ ...week, previous, change: null });
      continue;
    }
    const change = (week.clicks - previous) / previous;
    if (Math.abs(change) > share) changes.push({ ...week, previous, change });
  }
  return changes;
}

/** The change in words: "up 40% on the week before", "down 50% on the week before", "up from none the week before". */
export function describeChange(change: WeeklyChange): string {
  if (change.change === null) return 'up from none the week before';
  const percent = Math.round(Math.abs(change.change) * 100);
  return `${change.change > 0 ? 'up' : 'down'} ${percent}% on the week before`;
}

/** The share in the URL (`change=25`): one of the offered shares, else the default. */
export function changeShareFromSearch(search: URLSearchParams): number {
  const asked = Number(search.get('change'));
  return (changeShares as readonly number[]).includes(asked) ? asked : DEFAULT_CHANGE_SHARE;
}

/** A line's weekly change, with the line's name. */
export interface NamedChange {
  name: string;
  change: WeeklyChange;
}

/** How large a change is: by how many clicks the week differs from the one before. */
const sizeOf = (change: WeeklyChange) => Math.abs(change.clicks - change.previous);

/**
 * Every line's changes in one list, the largest first, up or down, in clicks rather than as a
 * share: a token going from 2 clicks to 6 is up 200%, but a service down from 10,000 to 5,000 is
 * what most needs saying. Changes of the same size keep their lines' order, each line's oldest
 * week first.
 */
export function largestChangesFirst(lines: readonly { name: string; changes: readonly WeeklyChange[] }[]): NamedChange[] {
  const all = lines.flatMap((line) => line.changes.map((change) => ({ name: line.name, change })));
  return all.sort((a, b) => sizeOf(b.change) - sizeOf(a.change));
}

/**
 * The period a report covers, as the period picker and the URL hold it. Pure: "today" is passed in,
 * so the ranges can be tested. Days are UTC calendar days written yyyy-mm-dd, as the gateway reads
 * them (`from` and `to` both inclusive).
 */

import { MAX_REPORT_DAYS } from '@portal/gateway/input-bounds';
import { utcDay } from '../../lib/display-format';

export type PeriodPreset = 'last7' | 'last30' | 'last90' | 'thisMonth' | 'lastMonth' | 'custom';
export type Grouping = 'daily' | 'monthly';

export const presetLabels: Record<PeriodPreset, string> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom range',
};

/** What a report is asked for: the picker's choice, the days it stands for, and the grouping. */
export interface ReportPeriod {
  preset: PeriodPreset;
  /** First day, yyyy-mm-dd. */
  from: string;
  /** Last day (inclusive), yyyy-mm-dd. */
  to: string;
  grouping: Grouping;
}

/** The longest period the gateway reports on. */
export const MAX_DAYS = MAX_REPORT_DAYS;
const DAY = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A yyyy-mm-dd that is a real calendar day. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = dayStart(text);
  return !Number.isNaN(time) && isoDay(time) === text;
}

/** The days a preset covers on `today` (yyyy-mm-dd); custom has no days of its own. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string): { from: string; to: string } {
  const now = dayStart(today);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'last7':
      return { from: isoDay(now - 6 * DAY), to: today };
    case 'last30':
      return { from: isoDay(now - 29 * DAY), to: today };
    case 'last90':
      return { from: isoDay(now - 89 * DAY), to: today };
    case 'thisMonth':
      return { from: isoDay(Date.UTC(year, month - 1, 1)), to: today };
    case 'lastMonth':
      return { from: isoDay(Date.UTC(year, month - 2, 1)), to: isoDay(Date.UTC(year, month - 1, 0)) };
  }
}

/** Days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY) + 1;
}

export const DEFAULT_PRESET: Exclude<PeriodPreset, 'custom'> = 'last30';

/**
 * The period a URL's query names: `period` (a preset, or custom with `from` and `to`) and `by`
 * (day or month). Anything missing or unreadable falls back to the last 30 days by day, so a
 * mistyped link still shows a report (and `unusedPeriod` says why the period asked was not used);
 * a custom range the wrong way round is put the right way.
 */
export function periodFromSearch(search: URLSearchParams, today: string): ReportPeriod {
  const byMonth = search.get('by') === 'month';
  const custom = customRangeOf(search);
  // A range whose whole months are too many for a report by month is shown by day (unusedPeriod says so):
  // asked by month, the gateway would refuse it, and Try again would never succeed.
  if (custom && daysIn(custom.from, custom.to) <= MAX_DAYS)
    return { preset: 'custom', ...custom, grouping: byMonth && !monthlySpan(custom.from, custom.to).tooLong ? 'monthly' : 'daily' };
  const asked = search.get('period');
  const preset = isPreset(asked) ? asked : DEFAULT_PRESET;
  return { preset, ...presetRange(preset, today), grouping: byMonth ? 'monthly' : 'daily' };
}

/**
 * The most whole months a report by month covers: any 24 months are at most MAX_DAYS (731) days,
 * and any 25 more, so this is the gateway's own rule (MAX_REPORT_MONTHS, gateway/src/reporting/report-window.ts).
 */
export const MAX_MONTHS = 24;

/**
 * What a report by month of these days covers: it is widened to whole months, from the first of
 * `from`'s month to the last of `to`'s, and refused by the gateway when that is over MAX_DAYS.
 */
function monthlySpan(from: string, to: string) {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  const first = isoDay(Date.UTC(fromYear, fromMonth - 1, 1));
  const last = isoDay(Date.UTC(toYear, toMonth, 0));
  const days = daysIn(first, last);
  return { first, last, months: (toYear - fromYear) * 12 + toMonth - fromMonth + 1, days, tooLong: days > MAX_DAYS };
}

/** "February 2024 to February 2026 is 25 months (759 days)": a too long report by month, as the gateway's refusal says it. */
function monthlySpanWords(from: string, to: string): string {
  const span = monthlySpan(from, to);
  return `${monthName(span.first)} to ${monthName(span.last)} is ${span.months} months (${span.days.toLocaleString('en-GB')} days)`;
}

/**
 * Why a custom range cannot be reported by month, in the gateway's words for its refusal; null
 * when it can. By month is offered only where it is not (the period picker, the custom range).
 */
export function monthlyProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to) || to < from || !monthlySpan(from, to).tooLong) return null;
  return `A monthly report covers whole months, and ${monthlySpanWords(from, to)}: choose at most ${MAX_MONTHS} months`;
}

/**
 * Why the period a URL asks for is not the one shown, in the customer's words, naming the period
 * shown instead; null when it is (or when the URL asks for none, which is the default's place).
 * A bookmarked or shared link with a period too long or mistyped, or a grouping mistyped
 * (`by=week`), would otherwise show another report without a word, and its figures be read as the
 * one asked.
 */
export function unusedPeriod(search: URLSearchParams): string | null {
  const reasons = [unusedDays(search), unusedGrouping(search)].filter((reason) => reason !== null);
  return reasons.length > 0 ? reasons.join(' ') : null;
}

function unusedDays(search: URLSearchParams): string | null {
  const asked = search.get('period');
  if (asked === null || isPreset(asked)) return null;
  const instead = `so the report shows the ${presetLabels[DEFAULT_PRESET].toLowerCase()} instead.`;
  if (asked !== 'custom') return `The link asks for a period the reports do not have (“${asked}”), ${instead}`;
  const custom = customRangeOf(search);
  if (!custom) return `The link’s custom period is not two dates written yyyy-mm-dd, ${instead}`;
  const days = daysIn(custom.from, custom.to);
  if (days <= MAX_DAYS) return null;
  return (
    `The link’s period, ${dayName(custom.from)} to ${dayName(custom.to)}, is ${days.toLocaleString('en-GB')} days long: ` +
    `a report covers at most ${MAX_DAYS.toLocaleString('en-GB')} days, ${instead}`
  );
}

/** `by` as the portal writes it (`month`, or none for by day); `day` is read too, as a person might write it, and an empty one asks nothing. */
function unusedGrouping(search: URLSearchParams): string | null {
  const by = search.get('by');
  if (by === 'month') {
    const custom = customRangeOf(search);
    if (!custom || daysIn(custom.from, custom.to) > MAX_DAYS || !monthlySpan(custom.from, custom.to).tooLong) return null;
    return `The link asks for the report by month, and ${monthlySpanWords(custom.from, custom.to)}: a report by month covers at most ${MAX_MONTHS} months, so it is shown by day.`;
  }
  if (!by || by === 'day') return null;
  return `The link asks for the report by “${by}”, which the reports do not have (by day or by month), so it is shown by day.`;
}

/** A preset's name, custom excepted (custom needs days of its own). */
function isPreset(asked: string | null): asked is Exclude<PeriodPreset, 'custom'> {
  return asked !== null && asked !== 'custom' && Object.hasOwn(presetLabels, asked);
}

/** A custom period's two days, the right way round; null when the query asks for none or they are not days. */
function customRangeOf(search: URLSearchParams): { from: string; to: string } | null {
  if (search.get('period') !== 'custom') return null;
  const from = search.get('from');
  const to = search.get('to');
  if (!isDay(from) || !isDay(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/**
 * Writes the period into a URL's query, keeping every other parameter (the portal keeps the query
 * across navigation). A preset is written by name, so a shared "last 30 days" stays the last 30
 * days; a custom range by its days.
 */
export function periodToSearch(
  period: Omit<ReportPeriod, 'from' | 'to'> & Partial<Pick<ReportPeriod, 'from' | 'to'>>,
  search: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('period', period.preset);
  if (period.preset === 'custom' && period.from && period.to) {
    next.set('from', period.from);
    next.set('to', period.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  if (period.grouping === 'monthly') next.set('by', 'month');
  else next.delete('by');
  return next;
}

// Made once: toLocaleDateString with options builds a new formatter on every call, which a
// 90-day report's labels (chart, figure table, changes) would pay hundreds of times over.
const longMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const monthName = (iso: string) => longMonth.format(new Date(iso));
const dayName = (iso: string) => utcDay.format(new Date(iso));

/**
 * The dates a report covers in words, from the window the gateway answered (widened to whole
 * months when monthly): "1 Oct 2026 to 30 Oct 2026", "March to May 2026", "November 2026".
 */
export function windowLabel(window: { from: string; to: string; period: Grouping }): string {
  if (window.period === 'daily') {
    const from = dayName(window.from);
    const to = dayName(window.to);
    return from === to ? from : `${from} to ${to}`;
  }
  const from = monthName(window.from);
  const to = monthName(window.to);
  if (from === to) return from;
  const [fromMonth, fromYear] = splitMonth(from);
  const [, toYear] = splitMonth(to);
  return fromYear === toYear ? `${fromMonth} to ${to}` : `${from} to ${to}`;
}

/**
 * The dates a report covers as its heading names them, saying whose days they are: the services
 * count a day from midnight UTC, so a Sydney morning's clicks are in the day before, and unsaid the
 * days read as the customer's own. "23 Nov 2026 to 29 Nov 2026 (UTC days)".
 */
export function windowHeading(window: { from: string; to: string; period: Grouping }): string {
  return `${windowLabel(window)} (UTC days)`;
}

function splitMonth(label: string): [string, string] {
  const space = label.lastIndexOf(' ');
  return [label.slice(0, space), label.slice(space + 1)];
}

/** Today's UTC calendar day: the services' today, on which the presets end (the heading says the days are UTC's, windowHeading). */
export const utcToday = (now = Date.now()) => isoDay(now);

/** A point's label on the chart and in the table: its day, or its month when monthly. */
export function pointLabel(period: string, grouping: Grouping): string {
  return (grouping === 'monthly' ? shortMonth : utcDay).format(new Date(period));
}

import { csvText } from '../../lib/csv';
import type { ReportingSummaryQuery } from '../../gql/graphql';
import { runOutStanding, runOutStandingText } from '../../lib/reporting/run-out-standing';
import { recentLabels } from './format';
import { runOutFigures } from './summary-run-out';

/**
 * A report's figures as CSV, built from the same figures the screen shows: a heading row, one row
 * per day or month (or subscription, or charge), and the totals. Pure.
 *
 * The file is for a spreadsheet, so it holds what a spreadsheet reads in any locale: days as
 * yyyy-mm-dd and months as yyyy-mm (the screen's "1 Sept 2026" is text to one, and sorts as text),
 * figures unformatted (12345, not 12,345, which a spreadsheet in a decimal-comma locale reads as
 * 12.345), amounts without their currency sign, beside it in a column of their own.
 */

export interface FigureTable {
  /** The first column's heading (Day, Month). */
  periodHeading: string;
  /** One column per line of the chart: a subscription, a token. */
  columns: readonly string[];
  /** One row per day or month: its label, its day (yyyy-mm-dd) or month (yyyy-mm) for the CSV, and a figure per column. */
  rows: readonly { label: string; csvLabel: string; values: readonly number[] }[];
  /** Each column's total over the rows. */
  totals: readonly number[];
}

/**
 * A column of days (or months) is headed as such in the file, saying that they are UTC days: the
 * file travels without the report's heading, which says so.
 */
const utcHeading = (heading: string) => `${heading} (UTC)`;

/** The table's totals row is headed like this, on screen and in the file. */
export const TOTAL_LABEL = 'Total';

/** A day of the services (its UTC midnight) as a spreadsheet reads a date: 2026-11-10; empty for none. */
export const csvDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** A report's period (a day, or a month's first day) in the CSV: 2026-11-10, or 2026-11 by month. */
export const csvPeriod = (iso: string, grouping: 'daily' | 'monthly') => (grouping === 'monthly' ? iso.slice(0, 7) : csvDay(iso));

/**
 * Builds a figure table from series of figures, one for each of `periods` (the gateway lists every
 * day or month for each). With no series there is nothing to tabulate: no rows.
 */
export function figureTable(
  periodHeading: string,
  periods: readonly string[],
  series: readonly { name: string; values: readonly number[] }[],
  label: (period: string) => string,
  grouping: 'daily' | 'monthly' = 'daily',
): FigureTable {
  return {
    periodHeading,
    columns: series.map((line) => line.name),
    rows: (series.length ? periods : []).map((period, index) => ({
      label: label(period),
      csvLabel: csvPeriod(period, grouping),
      values: series.map((line) => line.values[index] ?? 0),
    })),
    totals: series.map((line) => line.values.reduce((sum, value) => sum + value, 0)),
  };
}

/** The CSV text of a figure table: its days or months as dates, headed as UTC's, figures unformatted (12345, not 12,345). */
export function figureTableCsv(table: FigureTable): string {
  return csvText([
    [utcHeading(table.periodHeading), ...table.columns],
    ...table.rows.map((row) => [row.csvLabel, ...row.values]),
    [TOTAL_LABEL, ...table.totals],
  ]);
}

type SummarySubscription = ReportingSummaryQuery['usageReport']['subscriptions'][number];
type SummaryCharge = ReportingSummaryQuery['usageReport']['charges'][number];

/** A change in percent as a spreadsheet reads one: -3.8%, 6.5% (no + sign, which would start a formula). */
const csvPercent = (value: number) => `${Math.round(value * 10) / 10}%`;

/**
 * The summary's subscriptions as CSV: the screen's columns, with "17,570 of 21,000" clicks left as
 * two figures, the daily average to one decimal and the days as dates; a subscription not in use,
 * used up or ended runs out on no day, and says so as the screen does (Not in use, Used up, Expired).
 */
export function subscriptionsCsv(subscriptions: readonly SummarySubscription[], serviceName: (entry: SummarySubscription) => string): string {
  const headings = ['Plan', 'Service', 'Clicks used', 'Clicks left', "Period's clicks", recentLabels.average, recentLabels.change, 'Ends', 'Runs out'];
  return csvText([
    headings,
    ...subscriptions.map((entry) => {
      const { subscription, forecast } = entry;
      return [
        subscription.plan,
        serviceName(entry),
        entry.totalClicks,
        subscription.remainClicks,
        subscription.clickLimit,
        Math.round(subscription.averageClicks * 10) / 10,
        csvPercent(subscription.clickConsumptionChange),
        csvDay(subscription.endDate),
        runOutStanding(runOutFigures(entry)) === 'runsOut' ? csvDay(forecast.runOutDate) : runOutStandingText(runOutFigures(entry)),
      ];
    }),
  ]);
}

/** The charges as CSV: the screen's columns, with the quantity and the amount as figures beside their unit and currency. */
export function chargesCsv(charges: readonly SummaryCharge[], kindName: (charge: SummaryCharge) => string, what: (charge: SummaryCharge) => string): string {
  return csvText([
    [utcHeading('Date'), 'For', 'What', 'Quantity', 'Unit', 'Amount', 'Currency'],
    ...charges.map((charge) => {
      const [quantity, unit] = charge.kind === 'addressCleanse' ? [charge.records, 'records'] : [charge.clicks, 'clicks'];
      return [
        csvDay(charge.date),
        kindName(charge),
        what(charge),
        quantity,
        quantity === null || quantity === undefined ? '' : unit,
        charge.amount.toFixed(2),
        charge.currency,
      ];
    }),
  ]);
}

/** Rows of named figures (the summary's tables) as CSV. */
export function rowsCsv(fields: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return csvText([fields, ...rows]);
}

/** The longest a name's part of a file name is kept, so that a long account name or tag leaves room for the rest. */
const SLUG_LENGTH = 60;

/**
 * A name as part of a file name: lower case, accents folded (Café → cafe, Müller → muller), the
 * letters and digits of every script kept (北京), anything else one hyphen between them.
 */
export function fileSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return [...slug].slice(0, SLUG_LENGTH).join('').replace(/-$/, '');
}

/**
 * A file name for a report's CSV: "acme-main-services-2026-10-25-to-2026-11-23.csv". `from` and
 * `to` are the days the file covers, as days or the gateway's window (a monthly report's whole
 * months, not the days picked); the report's part (a token's tag) is made a slug as the account is.
 */
export function csvFileName(account: string, report: string, from: string, to: string): string {
  return `${[fileSlug(account) || 'account', fileSlug(report) || 'report', csvDay(from), 'to', csvDay(to)].join('-')}.csv`;
}

import { csvText } from '../../lib/csv';

/**
 * A report's figures as CSV, built from the same table the screen shows (so the file holds exactly
 * what is on the screen): a heading row, one row per day or month, and the totals. Pure.
 */

export interface FigureTable {
  /** The first column's heading (Day, Month). */
  periodHeading: string;
  /** One column per line of the chart: a subscription, a token. */
  columns: readonly string[];
  /** One row per day or month: its label and a figure per column. */
  rows: readonly { label: string; values: readonly number[] }[];
  /** Each column's total over the rows. */
  totals: readonly number[];
}

/** The table's totals row is headed like this, on screen and in the file. */
export const TOTAL_LABEL = 'Total';

/**
 * Builds a figure table from series of figures, one for each of `periods` (the gateway lists every
 * day or month for each). With no series there is nothing to tabulate: no rows.
 */
export function figureTable(
  periodHeading: string,
  periods: readonly string[],
  series: readonly { name: string; values: readonly number[] }[],
  label: (period: string) => string,
): FigureTable {
  return {
    periodHeading,
    columns: series.map((line) => line.name),
    rows: (series.length ? periods : []).map((period, index) => ({ label: label(period), values: series.map((line) => line.values[index] ?? 0) })),
    totals: series.map((line) => line.values.reduce((sum, value) => sum + value, 0)),
  };
}

/** The CSV text of a figure table; figures unformatted (12345, not 12,345) so a spreadsheet reads them as numbers. */
export function figureTableCsv(table: FigureTable): string {
  return csvText([[table.periodHeading, ...table.columns], ...table.rows.map((row) => [row.label, ...row.values]), [TOTAL_LABEL, ...table.totals]]);
}

/** Rows of named figures (the summary's tables) as CSV. */
export function rowsCsv(fields: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return csvText([fields, ...rows]);
}

/** A file name for a report's CSV: "acme-main-services-2026-10-25-to-2026-11-23.csv". */
export function csvFileName(account: string, report: string, from: string, to: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${[slug(account) || 'account', report, from, 'to', to].join('-')}.csv`;
}

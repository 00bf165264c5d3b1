import { formatClicks, formatDay } from '../../lib/display-format';

/** A date as the reports show it: "5 Jan 2027", in UTC (the services' days are UTC days); a dash for none. */
export const dayText = formatDay;

/** A count: 12,345 (one formatter for every figure: a report writes over a thousand). */
export const count = formatClicks;

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A daily average: 123.4. */
export const average = (value: number) => oneDecimal.format(value);

/**
 * The names of a subscription's recent figures (`averageClicks`, `clickConsumptionChange`), on
 * screen and in the CSV. The account manager works them out over the last 30 days whatever period
 * the report covers, and beside that period's clicks used they were read as the period's own.
 */
export const recentLabels = {
  average: 'Average a day (last 30 days)',
  /** The words of Administration → Services for the same figure. */
  change: 'Change in use on the 30 days before',
} as const;

/** A change in percent with its sign: +12.5%, -3%, 0%. */
export const percentChange = (value: number) => `${value > 0 ? '+' : ''}${oneDecimal.format(value)}%`;

import { formatClicks, formatDay } from '../../lib/display-format';

/** A date as the reports show it: "5 Jan 2027", in UTC (the services' days are UTC days); a dash for none. */
export const dayText = formatDay;

/** A count: 12,345 (one formatter for every figure: a report writes over a thousand). */
export const count = formatClicks;

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A daily average: 123.4. */
export const average = (value: number) => oneDecimal.format(value);

/** A change in percent with its sign: +12.5%, -3%, 0%. */
export const percentChange = (value: number) => `${value > 0 ? '+' : ''}${oneDecimal.format(value)}%`;

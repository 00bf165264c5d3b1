import { shortDay } from './period';

/** A date as the reports show it: "5 Jan 2027", in UTC (the services' days are UTC days); a dash for none. */
export const dayText = (iso: string | null | undefined) => (iso ? shortDay.format(new Date(iso)) : '—');

// Made once, as the dates' formatters are (period.ts): toLocaleString('en-GB') makes a new
// formatter on every call, and a report writes over a thousand figures.
const whole = new Intl.NumberFormat('en-GB');

/** A count: 12,345. */
export const count = (value: number) => whole.format(value);

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A daily average: 123.4. */
export const average = (value: number) => oneDecimal.format(value);

/** A change in percent with its sign: +12.5%, -3%, 0%. */
export const percentChange = (value: number) => `${value > 0 ? '+' : ''}${oneDecimal.format(value)}%`;

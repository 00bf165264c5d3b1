// Made once: toLocaleString and toLocaleDateString with a locale build a new Intl formatter on
// every call, and the run-out chip in the account bar writes its date on every signed-in screen.
const wholeNumber = new Intl.NumberFormat('en-GB');
/** "5 Jan 2027", in UTC (the services' days are UTC days): the reports' day labels use it too. */
export const utcDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A count of clicks as the portal writes numbers: 20,000. */
export const formatClicks = (clicks: number) => wholeNumber.format(clicks);

/**
 * A day as the portal writes dates: 7 May 2027; a dash when there is none. The services' days are
 * UTC days, so they are read in UTC: a browser west of Greenwich would otherwise show the day before.
 */
export const formatDay = (iso: string | null | undefined) => (iso ? utcDay.format(new Date(iso)) : '—');

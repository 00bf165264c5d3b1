/** A count of clicks as the portal writes numbers: 20,000. */
export const formatClicks = (clicks: number) => clicks.toLocaleString('en-GB');

/**
 * A day as the portal writes dates: 7 May 2027; a dash when there is none. The services' days are
 * UTC days, so they are read in UTC: a browser west of Greenwich would otherwise show the day before.
 */
export const formatDay = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '—';

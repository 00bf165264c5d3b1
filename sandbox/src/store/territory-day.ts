import type { Territory } from '../seed';

// A territory's day: daily caps and alerts count from midnight where the account is, not UTC.

const zones: Readonly<Record<Territory, string>> = {
  uk: 'Europe/London',
  australia: 'Australia/Sydney',
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The time zone whose midnight starts a territory's day. */
export function territoryZone(territory: Territory): string {
  return zones[territory];
}

/** The calendar day (yyyy-mm-dd) it is at `epochMs` in the territory. */
export function territoryDay(territory: Territory, epochMs: number): string {
  const zone = territoryZone(territory);
  let format = formats.get(zone);
  if (!format) {
    // en-CA writes dates as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(zone, format);
  }
  return format.format(epochMs);
}

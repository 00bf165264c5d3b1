import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime } from '../src/date-time';

describe('DateTime', () => {
  it('turns epoch seconds into ISO strings', () => {
    expect(DateTime.serialize(1_795_253_400)).toBe('2026-11-21T09:30:00.000Z');
    expect(DateTime.serialize('1795253400')).toBe('2026-11-21T09:30:00.000Z');
  });

  it('refuses values that are no time', () => {
    expect(() => DateTime.serialize('yesterday')).toThrow('DateTime cannot represent');
    expect(() => DateTime.serialize(1e20)).toThrow('DateTime cannot represent');
  });

  it('reads ISO strings back as epoch seconds', () => {
    expect(DateTime.parseValue('2026-11-21T09:30:00.000Z')).toBe(1_795_253_400);
    expect(DateTime.parseLiteral({ kind: Kind.STRING, value: '2026-11-21T09:30:00Z' })).toBe(1_795_253_400);
    expect(() => DateTime.parseValue('21/11/2026')).toThrow('ISO 8601');
  });
});

describe('DateTime input that names no real moment', () => {
  // Date.parse rolls these over (30 February into 2 March, 24:00 into the next day), so they were
  // taken as another day than the one written: a token's expiry, a report's or a bundle's dates.
  it.each([
    ['30 February', '2030-02-30T00:00:00Z'],
    ['29 February of a common year', '2027-02-29'],
    ['31 April', '2030-04-31'],
    ['day 0', '2030-06-00'],
    ['month 13', '2030-13-01'],
    ['hour 24', '2030-06-01T24:00:00Z'],
    ['minute 60', '2030-06-01T23:60:00Z'],
    ['second 60', '2030-06-01T23:59:60Z'],
    ['an offset of 24 hours', '2030-06-01T00:00:00+24:00'],
    ['an offset minute of 60', '2030-06-01T00:00:00+01:60'],
  ])('%s is refused', (_name, text) => {
    expect(() => DateTime.parseValue(text)).toThrow(`DateTime must be an ISO 8601 string, not "${text}"`);
    expect(() => DateTime.parseLiteral({ kind: Kind.STRING, value: text })).toThrow('ISO 8601');
  });

  it.each([
    ['29 February of a leap year', '2028-02-29', 1_835_395_200],
    ['29 February of a 400th year', '2000-02-29T12:00:00Z', 951_825_600],
    ['the last second of a year', '2026-12-31T23:59:59Z', 1_798_761_599],
    ['an offset east of Greenwich', '2026-11-30T00:00:00+11:00', 1_795_957_200],
    ['the furthest offset west', '2026-11-29T23:59:59.999-12:00', 1_796_039_999],
  ])('%s is read', (_name, text, seconds) => {
    expect(DateTime.parseValue(text)).toBe(seconds);
  });
});

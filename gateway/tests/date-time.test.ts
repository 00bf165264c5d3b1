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
  // Each is refused saying what is wrong with it, not that it is no ISO 8601 string.
  it.each([
    ['30 February', '2030-02-30T00:00:00Z', 'names a day that does not exist: February 2030 has 28 days.'],
    ['30 February, a day alone', '2026-02-30', 'names a day that does not exist: February 2026 has 28 days.'],
    ['29 February of a common year', '2027-02-29', 'names a day that does not exist: February 2027 has 28 days.'],
    ['31 April', '2030-04-31', 'names a day that does not exist: April 2030 has 30 days.'],
    ['day 0', '2030-06-00', 'names a day that does not exist: June 2030 has 30 days.'],
    ['month 13', '2030-13-01', 'names a month that does not exist: months run from 01 to 12.'],
    ['hour 24', '2026-11-21T24:00:00Z', 'names a time that does not exist: hours run from 00 to 23 (the end of a day is 00:00 of the next).'],
    ['minute 60', '2030-06-01T23:60:00Z', 'names a time that does not exist: minutes run from 00 to 59.'],
    ['second 60', '2030-06-01T23:59:60Z', 'names a time that does not exist: seconds run from 00 to 59.'],
    ['an offset of 24 hours', '2030-06-01T00:00:00+24:00', 'has an offset that does not exist: offsets run from -23:59 to +23:59.'],
    ['an offset minute of 60', '2030-06-01T00:00:00+01:60', 'has an offset that does not exist: offsets run from -23:59 to +23:59.'],
  ])('%s is refused, saying what is wrong', (_name, text, wrong) => {
    expect(() => DateTime.parseValue(text)).toThrow(`DateTime "${text}" ${wrong}`);
    expect(() => DateTime.parseLiteral({ kind: Kind.STRING, value: text })).toThrow(`DateTime "${text}" ${wrong}`);
  });

  it.each([['2026-11-21T09:30:00'], ['2026-11-21T09:30'], ['2026-11-21T09:30:00.250']])(
    'a time without Z or an offset, %s, is refused, saying it needs one',
    (text) => {
      expect(() => DateTime.parseValue(text)).toThrow(
        `DateTime "${text}" needs Z (UTC) or an offset such as +01:00 after its time, as in 2026-11-21T09:30:00Z.`,
      );
    },
  );

  it.each([['21/11/2026'], ['2026-11-21 09:30:00Z'], ['2026-11-21t09:30:00z'], ['20261121'], ['2026-11-21Z'], ['']])(
    '%j, no form it takes, names the forms it takes',
    (text) => {
      expect(() => DateTime.parseValue(text)).toThrow(
        `DateTime must be an ISO 8601 day (2026-11-21) or date and time (2026-11-21T09:30:00Z), not ${JSON.stringify(text)}`,
      );
    },
  );

  it.each([
    ['29 February of a leap year', '2028-02-29', 1_835_395_200],
    ['29 February of a 400th year', '2000-02-29T12:00:00Z', 951_825_600],
    ['the last second of a year', '2026-12-31T23:59:59Z', 1_798_761_599],
    ['an offset east of Greenwich', '2026-11-30T00:00:00+11:00', 1_795_957_200],
    ['the furthest offset west', '2026-11-29T23:59:59.999-12:00', 1_796_039_999],
    ['a day alone, its UTC midnight', '2026-11-21', 1_795_219_200],
    ['hours and minutes, no seconds', '2026-11-21T09:30Z', 1_795_253_400],
    ['an offset of 23:59', '2026-11-21T09:30:00+23:59', 1_795_167_060],
  ])('%s is read', (_name, text, seconds) => {
    expect(DateTime.parseValue(text)).toBe(seconds);
  });
});

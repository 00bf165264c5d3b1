// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { daysIn, isDay, monthlyProblem, periodFromSearch, periodToSearch, presetRange, unusedPeriod, windowLabel, type ReportPeriod } from './period';

describe('presetRange', () => {
  it.each([
    ['last7', '2026-11-23', '2026-11-17', '2026-11-23'],
    ['last30', '2026-11-23', '2026-10-25', '2026-11-23'],
    ['last90', '2026-11-23', '2026-08-26', '2026-11-23'],
    ['thisMonth', '2026-11-23', '2026-11-01', '2026-11-23'],
    ['thisMonth', '2026-11-01', '2026-11-01', '2026-11-01'],
    ['lastMonth', '2026-11-23', '2026-10-01', '2026-10-31'],
    ['lastMonth', '2026-03-10', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2027-01-05', '2026-12-01', '2026-12-31'],
    ['last7', '2026-03-02', '2026-02-24', '2026-03-02'],
  ] as const)('%s on %s is %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it.each([
    ['last7', 7],
    ['last30', 30],
    ['last90', 90],
  ] as const)('%s counts %i days, today included', (preset, days) => {
    const { from, to } = presetRange(preset, '2026-11-23');
    expect(daysIn(from, to)).toBe(days);
  });
});

describe('isDay', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-1', false],
    ['', false],
    [null, false],
  ])('%s is a day: %s', (text, expected) => {
    expect(isDay(text)).toBe(expected);
  });
});

describe('the period in the URL', () => {
  const today = '2026-11-23';
  it.each<[string, ReportPeriod]>([
    ['', { preset: 'last30', from: '2026-10-25', to: today, grouping: 'daily' }],
    ['period=last7', { preset: 'last7', from: '2026-11-17', to: today, grouping: 'daily' }],
    ['period=lastMonth&by=month', { preset: 'lastMonth', from: '2026-10-01', to: '2026-10-31', grouping: 'monthly' }],
    ['period=custom&from=2026-03-15&to=2026-05-10', { preset: 'custom', from: '2026-03-15', to: '2026-05-10', grouping: 'daily' }],
    // The wrong way round is put right; an unreadable or too long range falls back to the default.
    ['period=custom&from=2026-05-10&to=2026-03-15', { preset: 'custom', from: '2026-03-15', to: '2026-05-10', grouping: 'daily' }],
    ['period=custom&from=2026-02-30&to=2026-03-15', { preset: 'last30', from: '2026-10-25', to: today, grouping: 'daily' }],
    ['period=custom&from=2020-01-01&to=2026-03-15', { preset: 'last30', from: '2026-10-25', to: today, grouping: 'daily' }],
    ['period=yesterday&by=week', { preset: 'last30', from: '2026-10-25', to: today, grouping: 'daily' }],
    ['period=toString', { preset: 'last30', from: '2026-10-25', to: today, grouping: 'daily' }],
  ])('"%s" reads as %o', (query, expected) => {
    expect(periodFromSearch(new URLSearchParams(query), today)).toEqual(expected);
  });

  it.each([
    ['', null],
    ['period=last90&by=month', null],
    ['period=custom&from=2026-05-10&to=2026-03-15', null],
    // 1 Jan 2024 to 31 Dec 2025 is 731 days, the longest a report covers.
    ['period=custom&from=2024-01-01&to=2025-12-31', null],
    [
      'period=custom&from=2024-01-01&to=2026-01-01',
      'The link’s period, 1 Jan 2024 to 1 Jan 2026, is 732 days long: a report covers at most 731 days, so the report shows the last 30 days instead.',
    ],
    [
      'period=custom&from=2026-03-15&to=2020-01-01',
      'The link’s period, 1 Jan 2020 to 15 Mar 2026, is 2,266 days long: a report covers at most 731 days, so the report shows the last 30 days instead.',
    ],
    [
      'period=custom&from=2026-02-30&to=2026-03-15',
      'The link’s custom period is not two dates written yyyy-mm-dd, so the report shows the last 30 days instead.',
    ],
    ['period=custom&from=2026-03-01', 'The link’s custom period is not two dates written yyyy-mm-dd, so the report shows the last 30 days instead.'],
    ['period=yesterday', 'The link asks for a period the reports do not have (“yesterday”), so the report shows the last 30 days instead.'],
    ['period=toString', 'The link asks for a period the reports do not have (“toString”), so the report shows the last 30 days instead.'],
    ['period=last90&by=month', null],
    ['period=last90&by=day', null],
    ['period=last90&by=week', 'The link asks for the report by “week”, which the reports do not have (by day or by month), so it is shown by day.'],
    ['by=', null],
    [
      'period=yesterday&by=fortnight',
      'The link asks for a period the reports do not have (“yesterday”), so the report shows the last 30 days instead. The link asks for the report by “fortnight”, which the reports do not have (by day or by month), so it is shown by day.',
    ],
  ])('"%s" is not used because: %s', (query, reason) => {
    expect(unusedPeriod(new URLSearchParams(query))).toBe(reason);
  });

  it.each<ReportPeriod>([
    { preset: 'last90', from: '2026-08-26', to: today, grouping: 'daily' },
    { preset: 'thisMonth', from: '2026-11-01', to: today, grouping: 'monthly' },
    { preset: 'custom', from: '2026-03-15', to: '2026-05-10', grouping: 'monthly' },
    { preset: 'custom', from: '2026-11-01', to: '2026-11-01', grouping: 'daily' },
  ])('%o survives a round trip through the URL, keeping its other parameters', (period) => {
    const written = periodToSearch(period, new URLSearchParams('api=true&tag=crm'));
    const reread = new URLSearchParams(written.toString());
    expect(periodFromSearch(reread, today)).toEqual(period);
    expect(reread.get('api')).toBe('true');
    expect(reread.get('tag')).toBe('crm');
  });

  it('drops a custom range’s days when a preset is chosen', () => {
    const written = periodToSearch({ preset: 'last7', grouping: 'daily' }, new URLSearchParams('period=custom&from=2026-03-15&to=2026-05-10&by=month'));
    expect(written.toString()).toBe('period=last7');
  });
});

describe('a custom range by month: at most 24 whole months, as the gateway reports', () => {
  const today = '2026-11-23';
  it.each([
    // 731 days, but 25 whole months (759 days): the gateway refuses it by month.
    ['2024-02-29', '2026-02-28', 'A monthly report covers whole months, and February 2024 to February 2026 is 25 months (759 days): choose at most 24 months'],
    ['2024-01-31', '2026-01-01', 'A monthly report covers whole months, and January 2024 to January 2026 is 25 months (762 days): choose at most 24 months'],
    // 24 whole months, one of them a leap February: 731 days, the most there is.
    ['2023-03-15', '2025-02-02', null],
    ['2024-03-01', '2026-02-28', null],
    ['2026-11-10', '2026-11-23', null],
    // Not a range to judge: the form says what is wrong with it.
    ['2026-11-23', '2026-11-10', null],
    ['', '2026-11-10', null],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(monthlyProblem(from, to)).toBe(problem);
  });

  it('reads a link to such a range by month as by day, and says why', () => {
    const search = new URLSearchParams('period=custom&from=2024-02-29&to=2026-02-28&by=month');
    expect(periodFromSearch(search, today)).toEqual({ preset: 'custom', from: '2024-02-29', to: '2026-02-28', grouping: 'daily' });
    expect(unusedPeriod(search)).toBe(
      'The link asks for the report by month, and February 2024 to February 2026 is 25 months (759 days): a report by month covers at most 24 months, so it is shown by day.',
    );
    // 24 months are reported by month, without a word.
    const fits = new URLSearchParams('period=custom&from=2024-03-01&to=2026-02-28&by=month');
    expect(periodFromSearch(fits, today).grouping).toBe('monthly');
    expect(unusedPeriod(fits)).toBeNull();
  });
});

describe('windowLabel', () => {
  it.each([
    [{ from: '2026-03-01T00:00:00.000Z', to: '2026-05-31T23:59:59.000Z', period: 'monthly' as const }, 'March to May 2026'],
    [{ from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.000Z', period: 'monthly' as const }, 'November 2026'],
    [{ from: '2025-12-01T00:00:00.000Z', to: '2026-01-31T23:59:59.000Z', period: 'monthly' as const }, 'December 2025 to January 2026'],
    [{ from: '2026-10-25T00:00:00.000Z', to: '2026-11-23T23:59:59.000Z', period: 'daily' as const }, '25 Oct 2026 to 23 Nov 2026'],
    [{ from: '2026-11-23T00:00:00.000Z', to: '2026-11-23T23:59:59.000Z', period: 'daily' as const }, '23 Nov 2026'],
  ])('%o is "%s"', (window, label) => {
    expect(windowLabel(window)).toBe(label);
  });
});

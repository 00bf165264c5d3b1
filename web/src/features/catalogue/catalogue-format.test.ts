// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditLine, lastSaleDay, onSale, saleEnd, showMoment } from './catalogue-format';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('onSale', () => {
  it.each([
    { case: 'started, no end', start: '2026-01-01T00:00:00Z', end: null, sale: true },
    { case: 'not started yet', start: '2026-12-01T00:00:00Z', end: null, sale: false },
    { case: 'ended', start: '2025-01-01T00:00:00Z', end: '2026-11-23T12:00:00Z', sale: false },
    { case: 'ends later', start: '2025-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z', sale: true },
  ])('$case', ({ start, end, sale }) => {
    expect(onSale({ availableStart: start, availableEnd: end }, now)).toBe(sale);
  });
});

describe('auditLine', () => {
  it.each([
    { when: '2026-11-03T14:05:00Z', who: { name: 'admin@provider.example' }, line: `${showMoment('2026-11-03T14:05:00Z')} by admin@provider.example` },
    { when: '2026-11-03T14:05:00Z', who: null, line: showMoment('2026-11-03T14:05:00Z') },
    { when: null, who: null, line: '—' },
  ])('$line', ({ when, who, line }) => {
    expect(auditLine(when, who)).toBe(line);
  });
});

describe('the last day on sale', () => {
  // The form's "On sale until" is the last day the plan is on sale; the service keeps the moment
  // it leaves sale. Sent as the start of that day, the plan left the shop as its last day began.
  it.each([
    { lastDay: '2026-11-30', end: '2026-12-01T00:00:00.000Z' },
    { lastDay: '2026-12-31', end: '2027-01-01T00:00:00.000Z' },
    { lastDay: '2028-02-28', end: '2028-02-29T00:00:00.000Z' },
  ])('$lastDay: leaves sale at $end, and reads back as its last day', ({ lastDay, end }) => {
    expect(saleEnd(lastDay)).toBe(end);
    expect(lastSaleDay(end)).toBe(lastDay);
  });

  it('keeps the plan on sale all of its last day, and not the day after', () => {
    const end = saleEnd('2026-11-23');
    const plan = { availableStart: '2026-01-01T00:00:00.000Z', availableEnd: end };
    expect(onSale(plan, Date.parse('2026-11-23T23:59:59Z'))).toBe(true);
    expect(onSale(plan, Date.parse('2026-11-24T00:00:00Z'))).toBe(false);
  });

  it('makes a sale of one day end after it starts, as the service asks', () => {
    expect(Date.parse(saleEnd('2026-11-23'))).toBeGreaterThan(Date.parse('2026-11-23T00:00:00.000Z'));
  });

  it('reads an end set within a day (through the API) as that day', () => {
    expect(lastSaleDay('2026-12-01T12:00:00.000Z')).toBe('2026-12-01');
  });
});

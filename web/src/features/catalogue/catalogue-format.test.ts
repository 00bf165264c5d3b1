// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditLine, onSale, showMoment } from './catalogue-format';

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

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recentMonths } from './api-examples';

describe('the reporting example’s window', () => {
  it.each([
    ['late in a month', '2026-11-27T15:00:00Z', { from: '2026-09-01', to: '2026-11-27' }],
    ['in January, reaching into the year before', '2027-01-05T00:00:00Z', { from: '2026-11-01', to: '2027-01-05' }],
    ['on the first of March', '2026-03-01T23:59:59Z', { from: '2026-01-01', to: '2026-03-01' }],
  ])('%s', (_, now, window) => {
    expect(recentMonths(new Date(now))).toEqual(window);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closeDateWords } from './lead-status';

describe('closeDateWords', () => {
  it.each([
    { status: 'open', closeDate: '2026-12-31', expected: 'closes 31 Dec 2026' },
    { status: 'won', closeDate: '2026-11-28', expected: 'won 28 Nov 2026' },
    { status: 'lost', closeDate: '2026-11-28', expected: 'lost 28 Nov 2026' },
  ] as const)('$status: $expected', ({ status, closeDate, expected }) => {
    expect(closeDateWords(status, closeDate)).toBe(expected);
  });
});

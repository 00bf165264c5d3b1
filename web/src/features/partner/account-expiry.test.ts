import { describe, expect, it } from 'vitest';
import { runsOutBeforeEnd, usedShare } from './account-expiry';

describe('runsOutBeforeEnd', () => {
  it.each([
    { case: 'expected to run out a month early', endDate: '2027-03-01T00:00:00.000Z', estimatedExpiryDate: '2027-02-01T00:00:00.000Z', warn: true },
    { case: 'lasting past the end', endDate: '2027-03-01T00:00:00.000Z', estimatedExpiryDate: '2027-05-01T00:00:00.000Z', warn: false },
    { case: 'running out on the last day', endDate: '2027-03-01T00:00:00.000Z', estimatedExpiryDate: '2027-03-01T18:00:00.000Z', warn: false },
    { case: 'no estimate (no use yet)', endDate: '2027-03-01T00:00:00.000Z', estimatedExpiryDate: null, warn: false },
    { case: 'no end (a plan without one)', endDate: null, estimatedExpiryDate: '2027-02-01T00:00:00.000Z', warn: false },
  ])('$case', ({ endDate, estimatedExpiryDate, warn }) => {
    expect(runsOutBeforeEnd({ endDate, estimatedExpiryDate })).toBe(warn);
  });
});

describe('usedShare', () => {
  it.each([
    [0, 5000, 0],
    [1250, 5000, 25],
    [5001, 5000, 100],
    [10, 0, 0],
    [-5, 100, 0],
  ])('%i of %i is %i%', (used, limit, share) => {
    expect(usedShare(used, limit)).toBe(share);
  });
});

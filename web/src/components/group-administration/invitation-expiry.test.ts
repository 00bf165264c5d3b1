// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeExpiry, expirySeconds, invitationExpirySchema } from './invitation-expiry';

const problems = (days: string, hours: string) => {
  const result = invitationExpirySchema.safeParse({ days, hours });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('an invitation’s expiry in days and hours', () => {
  it.each([
    ['1', '0', 86_400, '1 day'],
    ['0', '12', 43_200, '12 hours'],
    ['2', '6', 194_400, '2 days and 6 hours'],
    ['0', '1', 3_600, '1 hour'],
    ['365', '0', 31_536_000, '365 days'],
    [' 7 ', '0', 604_800, '7 days'],
  ])('%s days %s hours is %i seconds, "%s"', (days, hours, seconds, words) => {
    expect(problems(days, hours)).toEqual([]);
    expect(expirySeconds(invitationExpirySchema.parse({ days, hours }))).toBe(seconds);
    expect(describeExpiry({ days, hours })).toBe(words);
  });

  it.each([
    ['0', '0', ['hours: An invitation lasts at least an hour']],
    ['365', '1', ['hours: An invitation lasts at most 365 days']],
    ['366', '0', ['days: Enter whole days, 0 to 365']],
    ['1.5', '0', ['days: Enter whole days, 0 to 365']],
    ['', '0', ['days: Enter whole days, 0 to 365']],
    ['1', '24', ['hours: Enter whole hours, 0 to 23']],
    ['1', '-1', ['hours: Enter whole hours, 0 to 23']],
  ])('refuses %j days %j hours', (days, hours, expected) => {
    expect(problems(days, hours)).toEqual(expected);
  });
});

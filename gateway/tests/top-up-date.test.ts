import { describe, expect, it } from 'vitest';
import { topUpExpectedDate } from '../src/shop/mappers';
import type { UpstreamRenewingPlan } from '../src/shop/types';

const DAY = 86_400;
const today = Date.UTC(2026, 2, 18) / 1000;
const now = today + 9 * 3600;

function plan(remainClicks: number, averageClicks: number, endDate: number = today + 200 * DAY): UpstreamRenewingPlan {
  return {
    service: 'email',
    plan: 'Email Validation 2,000',
    planId: 9,
    datasetRef: 'EMAIL',
    endDate,
    estimatedExpiryDate: null,
    remainClicks,
    averageClicks,
    clicksConsumedInPeriod: averageClicks * 30,
    clickConsumptionChange: 0,
    status: 'active',
    deprecated: false,
    deprecatedByPlan: null,
    deprecatedByPlanId: null,
    currency: 'GBP',
    bundles: [],
    subscription: { clicks: 2000, price: 60, estimatedRenewalDate: endDate, autoRenew: true, topUpPercent: 25 },
  };
}

describe('when an automatic top-up is expected', () => {
  it.each([
    // remain, average a day, share: the threshold is 25% of 2,000 = 500 clicks.
    ['already below the share: today', 499, 4, today],
    ['exactly at the share: the next click, today at 4 a day', 500, 4, today + DAY],
    ['101 clicks above at 4 a day: 26 days on', 600, 4, today + 26 * DAY],
    ['at half a click a day', 510, 0.5, today + 22 * DAY],
  ])('%s', (_case, remain, average, expected) => {
    expect(topUpExpectedDate(plan(remain, average), 25, now)).toBe(expected);
  });

  it('is not expected when nothing is being used', () => {
    expect(topUpExpectedDate(plan(1500, 0), 25, now)).toBeNull();
  });

  it('is not expected when the period ends first (the ordinary renewal comes first)', () => {
    expect(topUpExpectedDate(plan(1500, 1, today + 100 * DAY), 25, now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { toAccountPlan } from '../src/plans/mappers';
import type { UpstreamAccountPlan } from '../src/plans/types';

function upstreamPlan(changes: Partial<UpstreamAccountPlan>): UpstreamAccountPlan {
  return {
    service: 'address',
    plan: 'Address Lookup 20,000',
    planId: 2,
    datasetRef: 'PAF',
    endDate: 1_780_000_000,
    estimatedExpiryDate: 1_779_000_000,
    remainClicks: 100,
    averageClicks: 1.5,
    clicksConsumedInPeriod: 45,
    clickConsumptionChange: 0,
    status: 'active',
    deprecated: false,
    deprecatedByPlan: null,
    deprecatedByPlanId: null,
    currency: 'GBP',
    bundles: [],
    subscription: { clicks: 20_000, price: 450, estimatedRenewalDate: 0 },
    ...changes,
  };
}

describe('an account plan as the schema gives it', () => {
  // An account plan's endDate is the seconds as a date, otherwise epoch zero.
  it.each([
    ['a date', 1_780_000_000, 1_780_000_000],
    ['zero (none)', 0, 0],
    ['null (none)', null, 0],
  ])('keeps an end date of %s as seconds the DateTime scalar turns into a date', (_name, endDate, expected) => {
    expect(toAccountPlan(upstreamPlan({ endDate })).endDate).toBe(expected);
  });

  it('gives the plan id as a number', () => {
    expect(toAccountPlan(upstreamPlan({ planId: 17 })).planId).toBe(17);
  });
});

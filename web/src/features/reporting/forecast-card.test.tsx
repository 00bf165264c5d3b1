import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ForecastCard } from './forecast-card';
import type { SummarySubscription } from './subscriptions-summary';
import { stubResizeObserver } from './test-support';

beforeAll(() => {
  stubResizeObserver();
});

const subscription = (planId: number, plan: string, runOutDate: string | null): SummarySubscription => ({
  subscription: {
    planId,
    plan,
    service: 'address',
    endDate: '2027-05-07T00:00:00.000Z',
    remainClicks: 17576,
    clickLimit: 23000,
    averageClicks: 35,
    clickConsumptionChange: 0,
    currency: 'GBP',
  },
  totalClicks: 1000,
  forecast: {
    dailyAverage: 35,
    remainClicks: 17576,
    runOutDate,
    periodEnd: '2027-05-07T00:00:00.000Z',
    runsOutEarly: false,
  },
});

const caption = () => screen.getByTestId('forecast-caption').textContent;

describe('the forecast card of the summary', () => {
  it('says when a line’s clicks run out after the chart’s end, where the line stops above none', () => {
    render(
      <ForecastCard
        today="2026-11-23"
        subscriptions={[
          subscription(2, 'Address Lookup 20,000', '2028-04-04T00:00:00.000Z'),
          subscription(5, 'Email Validation 2,000', '2026-12-30T00:00:00.000Z'),
        ]}
      />,
    );
    expect(caption()).toContain('it falls to none on the day they run out, or stays flat while none are used');
    expect(caption()).toContain('where the chart reaches them.');
    expect(caption()).toContain('Address Lookup 20,000 runs out after the chart’s end, on 4 Apr 2028.');
    // One that runs out within the chart reaches none on it, marked: nothing more to say.
    expect(caption()).not.toContain('Email Validation 2,000 runs out');
  });

  it('says nothing of the chart’s end when every run-out is on the chart', () => {
    render(
      <ForecastCard
        today="2026-11-23"
        subscriptions={[subscription(5, 'Email Validation 2,000', '2026-12-30T00:00:00.000Z'), subscription(6, 'Unused', null)]}
      />,
    );
    expect(caption()).not.toContain('after the chart’s end');
  });
});

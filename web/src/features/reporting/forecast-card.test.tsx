import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ForecastCard } from './forecast-card';
import type { SummarySubscription } from './subscriptions-summary';
import { stubMeasuringResizeObserver, stubResizeObserver } from './test-support';

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
    status: 'active',
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

describe('the forecast card of a subscription with nothing to forecast', () => {
  // The reviewer's new account: the e-mail trial's 100 clicks used, the address trial past its end.
  const usedUp: SummarySubscription = {
    subscription: { ...subscription(8, 'Email Validation trial', null).subscription, endDate: '2026-12-30T00:00:00.000Z', remainClicks: 0, clickLimit: 100 },
    totalClicks: 100,
    forecast: { dailyAverage: 3.3, remainClicks: 0, runOutDate: null, periodEnd: '2026-12-30T00:00:00.000Z', runsOutEarly: true },
  };
  const ended: SummarySubscription = {
    subscription: { ...subscription(7, 'Address Lookup trial', null).subscription, endDate: '2026-12-30T00:00:00.000Z', remainClicks: 100, status: 'expired' },
    totalClicks: 0,
    forecast: { dailyAverage: 0, remainClicks: 100, runOutDate: null, periodEnd: '2026-12-30T00:00:00.000Z', runsOutEarly: false },
  };
  const words = () => [...screen.getByTestId('forecast-words').querySelectorAll('li')].map((item) => item.textContent);

  afterEach(() => {
    vi.unstubAllGlobals();
    stubResizeObserver();
  });

  it('says one is used up, not that its 0 clicks run out today, and another has expired, and draws a line for neither', async () => {
    stubMeasuringResizeObserver();
    const { container } = render(
      <ForecastCard today="2026-12-31" subscriptions={[usedUp, ended, subscription(5, 'Email Validation 2,000', '2027-02-08T00:00:00.000Z')]} />,
    );
    expect(words()).toEqual([
      'Email Validation trial: used up, with no clicks left before it renews or ends on 30 Dec 2026.',
      'Address Lookup trial: expired on 30 Dec 2026, so nothing is forecast.',
      'Email Validation 2,000: at 35 clicks a day, the 17,576 clicks left run out on 8 Feb 2027, after it renews or ends on 7 May 2027.',
    ]);
    // Only the subscription still running has a line from today on.
    const lines = () => [...new Set([...container.querySelectorAll('path[data-series]')].map((path) => path.getAttribute('data-series')))];
    await waitFor(() => expect(lines()).toEqual(['forecast-5']));
  });

  it('draws no chart where no subscription has a forecast, and says why of each', () => {
    render(<ForecastCard today="2026-12-31" subscriptions={[usedUp, ended]} />);
    expect(screen.queryByTestId('forecast-caption')).toBeNull();
    expect(words()).toHaveLength(2);
  });
});

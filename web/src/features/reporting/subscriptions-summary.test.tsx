import { render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { SubscriptionsSummary, type SummarySubscription } from './subscriptions-summary';

const entry = (
  planId: number,
  plan: string,
  figures: { status: string; remainClicks: number; runOutDate: string | null; runsOutEarly: boolean },
): SummarySubscription => ({
  subscription: {
    planId,
    plan,
    service: 'email',
    endDate: '2026-12-30T00:00:00.000Z',
    remainClicks: figures.remainClicks,
    clickLimit: 100,
    averageClicks: 3.3,
    clickConsumptionChange: 0,
    currency: 'GBP',
    status: figures.status,
  },
  totalClicks: 100 - figures.remainClicks,
  forecast: {
    dailyAverage: 3.3,
    remainClicks: figures.remainClicks,
    runOutDate: figures.runOutDate,
    periodEnd: '2026-12-30T00:00:00.000Z',
    runsOutEarly: figures.runsOutEarly,
  },
});

const runsOut = (planId: number) =>
  within(screen.getByTestId(`summary-plan-${planId}`)).getByText((_, element) => element?.getAttribute('data-column') === 'Runs out');

describe("the summary's Runs out", () => {
  it('says Used up for a subscription with no clicks left, unmarked, and Expired for one past its end, as home and Services say', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <SubscriptionsSummary
          csvName="new-main-summary.csv"
          subscriptions={[
            entry(8, 'Email Validation trial', { status: 'active', remainClicks: 0, runOutDate: null, runsOutEarly: true }),
            entry(7, 'Address Lookup trial', { status: 'expired', remainClicks: 100, runOutDate: null, runsOutEarly: false }),
            entry(9, 'Payment Validation trial', { status: 'active', remainClicks: 40, runOutDate: '2026-12-12T00:00:00.000Z', runsOutEarly: true }),
          ]}
        />
      </ThemeProvider>,
    );
    expect(runsOut(8).textContent).toBe('Used up');
    expect(runsOut(7).textContent).toBe('Expired');
    // A day to come that comes before the end is still marked.
    expect(runsOut(9).textContent).toBe('12 Dec 2026Before it renews');
  });
});

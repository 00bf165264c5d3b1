import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, dailyPeriods, fakeGateway, koalaMain, renderReport, stubResizeObserver, type FakeRequest } from './test-support';
import * as servicesRoute from './services-route';

// A browser in Sydney, set before the modules make their date formats (vi.hoisted runs first).
const zoneBefore = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'Australia/Sydney';
  return before;
});

afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

beforeAll(() => {
  stubResizeObserver();
});

/** Monday 30 November 2026, 04:15 in Sydney (AEDT): still Sunday the 29th in UTC. */
const SYDNEY_MONDAY_MORNING = new Date('2026-11-29T17:15:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: SYDNEY_MONDAY_MORNING });
});
afterEach(() => vi.useRealTimers());

/** The days asked for, as the gateway answers them: one subscription, 5 clicks a day. */
function report(request: FakeRequest) {
  const from = String(request.variables.from);
  const to = String(request.variables.to);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '121',
        window: { __typename: 'ReportWindow', from: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.000Z`, period: 'daily', periods: dailyPeriods(from, days) },
        subscriptions: [
          {
            __typename: 'SubscriptionUsageReport',
            subscription: { __typename: 'AccountPlan', planId: 7, plan: 'Address Lookup 20,000', service: 'address', datasetRef: 'au-gnaf' },
            clicksPerPeriod: Array<number>(days).fill(5),
            totalClicks: days * 5,
            countries: [],
          },
        ],
      },
    },
  };
}

describe('a report’s days, in a browser in Sydney on Monday morning', () => {
  it('is Monday the 30th in Sydney, so the test means something', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Australia/Sydney');
    expect(new Date().toLocaleDateString('en-GB')).toBe('30/11/2026');
  });

  // The services count days from midnight UTC: the last 7 days end on Sunday the 29th, and this
  // morning's clicks are in it. Unsaid, the heading's days read as Sydney's.
  it('names the last 7 days as UTC days in the heading and in the CSV', async () => {
    const downloads = captureDownloads();
    try {
      const gateway = fakeGateway(report);
      await renderReport(servicesRoute, { client: gateway.client, current: koalaMain(), path: '/reporting/services?period=last7' });
      await screen.findByTestId('total-plan-7');
      expect(gateway.of('ReportingServices')[0]!.variables).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
      expect(screen.getByTestId('report-window').textContent).toBe('Koala Main · 23 Nov 2026 to 29 Nov 2026 (UTC days)');

      await userEvent.click(
        within(screen.getByRole('heading', { name: 'Clicks per day' }).closest('.MuiCard-root') as HTMLElement).getByRole('button', { name: 'Export CSV' }),
      );
      const lines = (await downloads.files[0]!.text).split('\r\n');
      expect(lines.slice(0, 2)).toEqual(['Day (UTC),"Address Lookup 20,000"', '2026-11-23,5']);
      expect(lines.at(-2)).toBe('2026-11-29,5');
    } finally {
      downloads.restore();
    }
  });
});

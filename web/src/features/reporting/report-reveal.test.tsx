// React DOM takes its clock (performance.now) and its timer function as it loads. Both are faked
// before it loads (vi.hoisted runs before this file's imports, and the web tests' setup loads no
// React), then the real ones come back for everything else: Testing Library's waits, Apollo, MUI.
// React's clock then stands still in this file, so whatever React holds back "until 300 ms after
// the last skeleton" never comes, and a report that waited for that would never show.
vi.hoisted(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeGateway, renderReport, type FakeAnswer, type FakeRequest, stubResizeObserver, reportWindow } from './test-support';
import * as servicesRoute from './services-route';

beforeAll(() => {
  vi.useRealTimers();
  stubResizeObserver();
});

/** An answer the test hands out when it chooses. */
function held() {
  let release: () => void = () => {};
  const given = new Promise<void>((resolve) => (release = resolve));
  return { given, release };
}

/** One subscription's fortnight: 10 clicks a day, or the month's 140. */
function report(request: FakeRequest): FakeAnswer {
  const monthly = request.variables.period === 'monthly';
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '103',
        window: reportWindow(monthly),
        subscriptions: [
          {
            __typename: 'SubscriptionUsageReport',
            subscription: { __typename: 'AccountPlan', planId: 2, plan: 'Address Lookup 20,000', service: 'address', datasetRef: 'uk-paf' },
            clicksPerPeriod: monthly ? [140] : Array<number>(14).fill(10),
            totalClicks: 140,
            countries: [{ __typename: 'CountryUsage', country: 'GB', clicks: 140 }],
          },
        ],
      },
    },
  };
}

describe('a report whose answer is in', () => {
  it('shows at once, on opening and for another period, with React’s clock standing still', async () => {
    const answers = [held(), held()];
    const gateway = fakeGateway(async (request) => {
      await answers[gateway.of('ReportingServices').length - 1]!.given;
      return report(request);
    });
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-11-10&to=2026-11-23' });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeTruthy();

    answers[0]!.release();
    expect((await screen.findByTestId('total-plan-2')).textContent).toContain('140');
    expect(screen.getByTestId('report-window').textContent).toContain('Acme Main · 10 Nov 2026 to 23 Nov 2026');
    expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeTruthy();
    answers[1]!.release();
    expect(await screen.findByRole('table', { name: /Clicks per month/ })).toBeTruthy();
    expect(screen.getByTestId('report-window').textContent).toContain('Acme Main · November 2026');
  });
});

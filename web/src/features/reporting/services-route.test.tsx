import { createQueryPreloader } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acmeMain, captureDownloads, dailyPeriods, fakeGateway, renderReport, type FakeRequest, stubResizeObserver, reportWindow } from './test-support';
import * as servicesRoute from './services-route';

beforeAll(() => {
  stubResizeObserver();
});
afterEach(() => vi.useRealTimers());

const week = (clicks: number) => Array<number>(7).fill(clicks);

function subscription(planId: number, plan: string, service: string, clicks: number[], countries: { country: string; clicks: number }[]) {
  return {
    __typename: 'SubscriptionUsageReport',
    subscription: { __typename: 'AccountPlan', planId, plan, service, datasetRef: 'uk-paf' },
    clicksPerPeriod: clicks,
    totalClicks: clicks.reduce((sum, value) => sum + value, 0),
    countries: countries.map((row) => ({ __typename: 'CountryUsage', ...row })),
  };
}

/** Two weeks of use: address lookup 10 a day then 20 a day (doubled), email steady at 3. */
function report(request: FakeRequest) {
  const monthly = request.variables.period === 'monthly';
  const address = monthly ? [210] : [...week(10), ...week(20)];
  const email = monthly ? [42] : [...week(3), ...week(3)];
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '103',
        window: reportWindow(monthly),
        subscriptions: [
          subscription(2, 'Address Lookup 20,000', 'address', address, [
            { country: 'GB', clicks: 200 },
            { country: 'FR', clicks: 10 },
          ]),
          subscription(5, 'Email Validation 2,000', 'email', email, [{ country: 'GB', clicks: 42 }]),
        ],
      },
    },
  };
}

describe('Reporting → Services', () => {
  it('shows each subscription’s clicks for the period in the URL, the weeks that changed, and the countries', async () => {
    const gateway = fakeGateway((request) => report(request));
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-11-10&to=2026-11-23' });

    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect((await screen.findByTestId('total-plan-2')).textContent).toContain('210');
    expect(screen.getByTestId('total-plan-5').textContent).toContain('42');
    expect(screen.getByTestId('report-window').textContent).toContain('Acme Main · 10 Nov 2026 to 23 Nov 2026');
    expect(gateway.of('ReportingServices')[0]!.variables).toMatchObject({ accountId: '103', from: '2026-11-10', to: '2026-11-23', period: 'daily' });
    expect(screen.queryByText(/The link/)).toBeNull();

    // The doubled week is pointed out; the steady one is not.
    const changes = screen.getByTestId('weekly-changes');
    expect(changes.textContent).toContain('Address Lookup 20,000, 17 Nov 2026 to 23 Nov 2026: 140 clicks, up 100% on the week before (70)');
    expect(changes.textContent).not.toContain('Email Validation');

    // The numbers as a table, for screen readers; with its totals.
    const table = screen.getByRole('table', { name: /Clicks per day for each subscription/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 14 + 1);
    expect(
      within(screen.getAllByTestId('figure-totals')[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['210', '42']);

    const countries = screen.getByRole('table', { name: /Clicks by country/ });
    expect(within(countries).getByRole('rowheader', { name: 'France (FR)' })).toBeTruthy();
  });

  it('starts loading the period and grouping its address names as the navigation starts', async () => {
    const gateway = fakeGateway((request) => report(request));
    const url = new URL('http://portal.test/portal/reporting/services?period=custom&from=2026-03-01&to=2026-05-31&by=month');
    servicesRoute.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery: createQueryPreloader(gateway.client) });
    await waitFor(() => expect(gateway.of('ReportingServices')).toHaveLength(1));
    expect(gateway.of('ReportingServices')[0]!.variables).toEqual({ accountId: '103', from: '2026-03-01', to: '2026-05-31', period: 'monthly' });
  });

  it('groups by month, keeping it in the URL, and shows the whole months the gateway widened to', async () => {
    const gateway = fakeGateway((request) => report(request));
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-11-10&to=2026-11-23' });
    await screen.findByTestId('total-plan-2');

    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    await waitFor(() => expect(screen.getByTestId('report-window').textContent).toContain('Acme Main · November 2026'));
    expect(screen.getByTestId('where').textContent).toContain('/reporting/services?period=custom&from=2026-11-10&to=2026-11-23&by=month');
    expect(gateway.of('ReportingServices').at(-1)!.variables).toMatchObject({ period: 'monthly' });
    expect(screen.getByRole('table', { name: /Clicks per month/ })).toBeTruthy();
    expect(screen.queryByTestId('weekly-changes')).toBeNull();
  });

  it('chooses a preset into the URL', async () => {
    const gateway = fakeGateway((request) => report(request));
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services' });
    await screen.findByTestId('total-plan-2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/reporting/services?period=last7'));
    const asked = gateway.of('ReportingServices').at(-1)!.variables;
    expect(new Date(`${String(asked.to)}T00:00:00Z`).getTime() - new Date(`${String(asked.from)}T00:00:00Z`).getTime()).toBe(6 * 86_400_000);
  });

  it('says when the link’s period is too long to report on, and which period is shown instead, until another is chosen', async () => {
    const gateway = fakeGateway((request) => report(request));
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2020-01-01&to=2026-03-15' });
    await screen.findByTestId('total-plan-2');
    // 2020 to 2025 are 2,192 days, and 1 Jan to 15 Mar 2026 another 74.
    expect(screen.getByTestId('unused-period').textContent).toBe(
      'The link’s period, 1 Jan 2020 to 15 Mar 2026, is 2,266 days long: a report covers at most 731 days, so the report shows the last 30 days instead.',
    );
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('Last 30 days');
    const asked = gateway.of('ReportingServices').at(-1)!.variables;
    expect(asked.to).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(`${String(asked.to)}T00:00:00Z`) - Date.parse(`${String(asked.from)}T00:00:00Z`)).toBe(29 * 86_400_000);

    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/reporting/services?period=last7'));
    expect(screen.queryByText(/The link’s period/)).toBeNull();
  });

  it('says when the link’s period cannot be read', async () => {
    const gateway = fakeGateway((request) => report(request));
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-02-30&to=2026-03-15' });
    await screen.findByTestId('total-plan-2');
    expect(screen.getByTestId('unused-period').textContent).toBe(
      'The link’s custom period is not two dates written yyyy-mm-dd, so the report shows the last 30 days instead.',
    );
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('Last 30 days');
  });

  it('exports the figures shown as CSV', async () => {
    const downloads = captureDownloads();
    try {
      const gateway = fakeGateway((request) => report(request));
      await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-11-10&to=2026-11-23' });
      await screen.findByTestId('total-plan-2');
      await userEvent.click(
        within(screen.getByRole('heading', { name: 'Clicks per day' }).closest('.MuiCard-root') as HTMLElement).getByRole('button', { name: 'Export CSV' }),
      );
      expect(downloads.files[0]!.name).toBe('acme-main-services-2026-11-10-to-2026-11-23.csv');
      const lines = (await downloads.files[0]!.text).split('\r\n');
      expect(lines[0]).toBe('Day (UTC),"Address Lookup 20,000","Email Validation 2,000"');
      expect(lines[1]).toBe('2026-11-10,10,3');
      expect(lines.at(-1)).toBe('Total,210,42');
    } finally {
      downloads.restore();
    }
  });

  it('names a CSV by month for the whole months it holds, not the days picked', async () => {
    const downloads = captureDownloads();
    try {
      const gateway = fakeGateway((request) => report(request));
      // The last 7 days, by month: the file holds the whole of November.
      await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-11-24&to=2026-11-30&by=month' });
      await screen.findByTestId('total-plan-2');
      await userEvent.click(
        within(screen.getByRole('heading', { name: 'Clicks per month' }).closest('.MuiCard-root') as HTMLElement).getByRole('button', { name: 'Export CSV' }),
      );
      expect(downloads.files[0]!.name).toBe('acme-main-services-2026-11-01-to-2026-11-30.csv');
      expect((await downloads.files[0]!.text).split('\r\n')[1]).toBe('2026-11,210,42');
      const countries = screen.getByRole('table', { name: /Clicks by country/ }).closest('.MuiCard-root') as HTMLElement;
      await userEvent.click(within(countries).getByRole('button', { name: 'Export CSV' }));
      expect(downloads.files[1]!.name).toBe('acme-main-countries-2-2026-11-01-to-2026-11-30.csv');
    } finally {
      downloads.restore();
    }
  });

  it('shows a failure with Try again, and the report once it answers', async () => {
    let fail = true;
    const gateway = fakeGateway((request) =>
      fail
        ? { errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE', action: 'load the usage report', msg: 'The service is down' } }] }
        : report(request),
    );
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services?period=custom&from=2026-11-10&to=2026-11-23' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the usage report: The service is down');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('total-plan-2')).textContent).toContain('210');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the account has no subscriptions', async () => {
    const gateway = fakeGateway(() => ({
      data: {
        usageReport: {
          __typename: 'UsageReport',
          accountId: '103',
          window: {
            __typename: 'ReportWindow',
            from: '2026-10-25T00:00:00.000Z',
            to: '2026-11-23T23:59:59.000Z',
            period: 'daily',
            periods: dailyPeriods('2026-10-25', 30),
          },
          subscriptions: [],
        },
      },
    }));
    await renderReport(servicesRoute, { client: gateway.client, path: '/reporting/services' });
    expect(await screen.findByText('This account has no subscriptions to report on.')).toBeTruthy();
  });
});

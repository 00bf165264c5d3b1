import { createQueryPreloader } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeMain, fakeGateway, koalaMain, renderReport, stubResizeObserver } from './test-support';
import * as summaryRoute from './summary-route';

beforeAll(() => {
  stubResizeObserver();
});

function plan(
  planId: number,
  plan: string,
  service: string,
  totalClicks: number,
  remainClicks: number,
  forecast: { runOutDate: string | null; periodEnd: string | null; runsOutEarly: boolean },
  currency = 'GBP',
) {
  return {
    __typename: 'SubscriptionUsageReport',
    subscription: {
      __typename: 'AccountPlan',
      planId,
      plan,
      service,
      endDate: '2027-05-07T00:00:00.000Z',
      remainClicks,
      clickLimit: 23000,
      averageClicks: 38.6,
      clickConsumptionChange: 3.8,
      currency,
      status: 'active',
    },
    totalClicks,
    forecast: { __typename: 'ClickForecast', dailyAverage: 38.6, remainClicks, ...forecast },
  };
}

const figures = (files: number) => ({
  __typename: 'BureauStatsFigures',
  files,
  cost: 537.54,
  inputRecords: 12480,
  outputRecords: 12075,
  matching: { __typename: 'BureauMatching', matched: 11620, updated: 540, unmatched: 320 },
  deduplication: { __typename: 'BureauDeduplication', child: 310, parent: 310, unique: 11860 },
});

const summary = (charges: object[]) => ({
  data: {
    usageReport: {
      __typename: 'UsageReport',
      accountId: '103',
      window: { __typename: 'ReportWindow', from: '2026-10-25T00:00:00.000Z', to: '2026-11-23T23:59:59.000Z', period: 'daily' },
      subscriptions: [
        plan(2, 'Address Lookup 20,000', 'address', 1159, 17576, {
          runOutDate: '2028-02-22T00:00:00.000Z',
          periodEnd: '2027-05-07T00:00:00.000Z',
          runsOutEarly: false,
        }),
        plan(5, 'Email Validation 2,000', 'email', 124, 150, {
          runOutDate: '2026-12-30T00:00:00.000Z',
          periodEnd: '2027-05-12T00:00:00.000Z',
          runsOutEarly: true,
        }),
      ],
      charges,
    },
    bureauStats: [{ __typename: 'BureauStats', mafId: '1', mafName: 'UK Addresses (PAF)', all: figures(2), purchased: figures(1) }],
  },
});

describe('Reporting → Summary', () => {
  it('shows each subscription’s figures and forecast, pointing out one that runs out before it renews, the address cleanse figures and the charges', async () => {
    const gateway = fakeGateway(() =>
      summary([
        {
          __typename: 'Charge',
          date: '2026-10-14T00:00:00.000Z',
          kind: 'bundle',
          description: 'Address Lookup Bundle 1,000',
          service: 'address',
          planId: 2,
          plan: 'Address Lookup Bundle 1,000',
          clicks: 1000,
          records: null,
          fileId: null,
          invoiceNumber: null,
          purchaseOrder: null,
          amount: 45,
          currency: 'GBP',
        },
        {
          __typename: 'Charge',
          date: '2026-11-12T00:00:00.000Z',
          kind: 'addressCleanse',
          description: 'customers-2026.csv',
          service: null,
          planId: null,
          plan: null,
          clicks: null,
          records: 12480,
          fileId: '401',
          invoiceNumber: '3F9A01C2',
          purchaseOrder: 'PO-4471',
          amount: 537.54,
          currency: 'GBP',
        },
      ]),
    );
    await renderReport(summaryRoute, { client: gateway.client, path: '/reporting/summary' });
    const email = await screen.findByTestId('summary-plan-5');
    expect(
      within(email)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Email validation', '124', '150 of 23,000', '38.6', '+3.8%', '7 May 2027', '30 Dec 2026Before it renews']);
    expect(within(screen.getByTestId('summary-plan-2')).queryByText('Before it renews')).toBeNull();
    expect(screen.getByTestId('forecast-words').textContent).toContain(
      'Email Validation 2,000: at 38.6 clicks a day, the 150 clicks left run out on 30 Dec 2026, before it renews or ends on 12 May 2027.',
    );
    const cleanse = screen.getByRole('table', { name: 'UK Addresses (PAF)' });
    expect(
      within(within(cleanse).getByRole('rowheader', { name: 'Files' }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1']);
    // Every charge: the bundle, and the address cleanse with its file, records, invoice and purchase order.
    expect(
      screen.getAllByTestId('charge-row').map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['14 Oct 2026', 'Bundle', 'Address Lookup Bundle 1,000', '1,000 clicks', '£45.00'],
      ['12 Nov 2026', 'Address cleanse', 'customers-2026.csvInvoice 3F9A01C2 · PO PO-4471', '12,480 records', '£537.54'],
    ]);
    expect(screen.getByRole('link', { name: 'customers-2026.csv' }).getAttribute('href')).toMatch(/\/applications\/addresscleanse\/file\/401$/);
    expect(gateway.of('ReportingSummary')[0]!.variables).toMatchObject({ accountId: '103', uk: true });
  });

  // The average and the change are the account manager's figures of the last 30 days, whatever the
  // period: beside last month's clicks used, an unnamed average read as last month's.
  it('names the average and the change for the 30 days they cover, beside the clicks used of another period', async () => {
    const gateway = fakeGateway(() => summary([]));
    await renderReport(summaryRoute, { client: gateway.client, path: '/reporting/summary?period=lastMonth' });
    const table = within(await screen.findByRole('region', { name: 'Subscriptions, scrolls sideways' }));
    expect(table.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual([
      'Plan',
      'Service',
      'Clicks used',
      'Clicks left',
      'Average a day (last 30 days)',
      'Change in use on the 30 days before',
      'Ends',
      'Runs out',
    ]);
  });

  it('does not ask an australia account for address cleanse figures, and says when nothing was charged', async () => {
    const gateway = fakeGateway(() => summary([]));
    await renderReport(summaryRoute, { client: gateway.client, current: koalaMain(), path: '/reporting/summary' });
    expect(await screen.findByText('Nothing was charged in this period.')).toBeTruthy();
    expect(screen.getByText('Address cleanse is offered to uk accounts only.')).toBeTruthy();
    expect(gateway.of('ReportingSummary')[0]!.variables).toMatchObject({ accountId: '121', uk: false });
  });

  it('starts loading the period its address names as the navigation starts', async () => {
    const gateway = fakeGateway(() => summary([]));
    const url = new URL('http://portal.test/portal/reporting/summary?period=custom&from=2026-09-01&to=2026-09-30');
    summaryRoute.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery: createQueryPreloader(gateway.client) });
    await waitFor(() => expect(gateway.of('ReportingSummary')).toHaveLength(1));
    expect(gateway.of('ReportingSummary')[0]!.variables).toEqual({
      accountId: '103',
      from: '2026-09-01',
      to: '2026-09-30',
      toEnd: '2026-09-30T23:59:59Z',
      uk: true,
    });
  });

  it('asks for nothing before an account is chosen', async () => {
    const gateway = fakeGateway(() => summary([]));
    await renderReport(summaryRoute, { client: gateway.client, current: { ...acmeMain(), account: null }, path: '/reporting/summary' });
    expect(screen.getByText('Choose an account first, with Change Account.')).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);
  });
});

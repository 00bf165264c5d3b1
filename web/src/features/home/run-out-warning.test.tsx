import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentAccount } from '../../lib/current-account';
import { acmeMain } from '../../test/acme-main';
import { fakeGateway } from '../../test/fake-gateway';
import { RunOutWarning } from './run-out-warning';

const forecast = (planId: number, plan: string, runOutDate: string, runsOutEarly: boolean) => ({
  __typename: 'SubscriptionForecast',
  subscription: { __typename: 'AccountPlan', planId, plan, service: 'email' },
  forecast: { __typename: 'ClickForecast', runOutDate, periodEnd: '2027-05-12T00:00:00.000Z', runsOutEarly },
});

function renderWarning(current: CurrentAccount, forecasts: object[]) {
  const gateway = fakeGateway(() => ({ data: { clickForecasts: forecasts } }));
  render(
    <ApolloProvider client={gateway.client}>
      <MemoryRouter>
        <RunOutWarning current={current} />
        <p>Home</p>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return gateway;
}

describe('the run-out warning on home', () => {
  it('warns an owner of a subscription whose clicks run out before it renews, and leads to the forecast', async () => {
    const gateway = renderWarning(acmeMain(), [
      forecast(2, 'Address Lookup 20,000', '2028-02-22T00:00:00.000Z', false),
      forecast(5, 'Email Validation 2,000', '2026-12-30T00:00:00.000Z', true),
    ]);
    const warning = await screen.findByTestId('run-out-warning');
    expect(warning.textContent).toContain(
      'Email Validation 2,000 runs out of clicks on 30 Dec 2026 at its recent rate, before it renews or ends on 12 May 2027.',
    );
    expect(warning.textContent).not.toContain('Address Lookup');
    expect(screen.getByRole('link', { name: 'See the forecast' }).getAttribute('href')).toBe('/reporting/summary');
    expect(gateway.requests[0]!.variables).toEqual({ accountId: '103' });
  });

  it('warns a member too, without a way into Reporting', async () => {
    renderWarning(acmeMain({ member: true }), [forecast(5, 'Email Validation 2,000', '2026-12-30T00:00:00.000Z', true)]);
    expect((await screen.findByTestId('run-out-warning')).textContent).toContain('Email Validation 2,000 runs out of clicks');
    expect(screen.queryByRole('link', { name: 'See the forecast' })).toBeNull();
  });

  it('shows nothing while every subscription lasts', async () => {
    const gateway = renderWarning(acmeMain(), [forecast(2, 'Address Lookup 20,000', '2028-02-22T00:00:00.000Z', false)]);
    await screen.findByText('Home');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gateway.requests).toHaveLength(1);
    expect(screen.queryByTestId('run-out-warning')).toBeNull();
  });
});

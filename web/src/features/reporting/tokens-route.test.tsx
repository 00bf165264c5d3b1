import { createQueryPreloader } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeMain, captureDownloads, dailyPeriods, fakeGateway, renderReport, type FakeRequest, stubResizeObserver } from './test-support';
import * as tokensRoute from './tokens-route';

beforeAll(() => {
  stubResizeObserver();
});

const token = (tokenId: string, tokenTag: string, locked: boolean, clicks: number[]) => ({
  __typename: 'TokenUsageReport',
  tokenId,
  tokenTag,
  locked,
  clicksPerPeriod: clicks,
  totalClicks: clicks.reduce((sum, value) => sum + value, 0),
});
const website = token('301', 'website', false, [5, 6, 7, 8, 9, 10, 11]);
const crm = token('302', 'crm', true, [4, 4, 0, 0, 0, 0, 0]);

function answer(request: FakeRequest) {
  if (request.variables.oneTag && request.variables.tag === 'billing') {
    return { errors: [{ message: 'No token', extensions: { code: 'NOT_FOUND', action: 'load the token usage', msg: 'The account has no token billing' } }] };
  }
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '103',
        window: {
          __typename: 'ReportWindow',
          from: '2026-11-17T00:00:00.000Z',
          to: '2026-11-23T23:59:59.000Z',
          period: 'daily',
          periods: dailyPeriods('2026-11-17', 7),
        },
        tokens: [website, crm],
        ...(request.variables.oneTag ? { token: request.variables.tag === 'crm' ? crm : website } : {}),
      },
    },
  };
}

describe('Reporting → Tokens', () => {
  it('shows every token’s clicks, the locked one flat, and one token chosen by its tag into the URL', async () => {
    const gateway = fakeGateway(answer);
    await renderReport(tokensRoute, { client: gateway.client, path: '/reporting/tokens?period=last7' });
    expect((await screen.findByTestId('tokens-total')).textContent).toBe('64 clicks in all');
    expect(screen.getByText(/Locked: crm\./)).toBeTruthy();
    const table = screen.getByRole('table', { name: /for each API token/ });
    expect(within(table).getByRole('columnheader', { name: 'crm (locked)' })).toBeTruthy();
    expect(gateway.of('ReportingTokens')[0]!.variables).toMatchObject({ oneTag: false });

    await userEvent.click(screen.getByRole('combobox', { name: 'Token' }));
    await userEvent.click(screen.getByRole('option', { name: 'crm' }));
    await waitFor(() => expect(screen.getByTestId('tokens-total').textContent).toBe('8 clicks in all'));
    expect(screen.getByTestId('where').textContent).toBe('/reporting/tokens?period=last7&tag=crm');
    expect(gateway.of('ReportingTokens').at(-1)!.variables).toMatchObject({ tag: 'crm', oneTag: true });
    expect(screen.getByRole('table', { name: /for the token crm/ })).toBeTruthy();
  });

  it('names one token’s CSV with its tag made a slug as the account’s name is', async () => {
    const downloads = captureDownloads();
    const tag = 'Café, _Main_ – ünï';
    const cafe = token('303', tag, false, [1, 2, 3, 4, 5, 6, 7]);
    try {
      const gateway = fakeGateway((request) => {
        const answered = answer(request) as { data: { usageReport: Record<string, unknown> } };
        return { data: { usageReport: { ...answered.data.usageReport, tokens: [website, cafe], ...(request.variables.oneTag ? { token: cafe } : {}) } } };
      });
      await renderReport(tokensRoute, {
        client: gateway.client,
        path: `/reporting/tokens?period=custom&from=2026-11-17&to=2026-11-23&tag=${encodeURIComponent(tag)}`,
      });
      expect((await screen.findByTestId('tokens-total')).textContent).toBe('28 clicks in all');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(downloads.files[0]!.name).toBe('acme-main-token-cafe-main-uni-2026-11-17-to-2026-11-23.csv');
    } finally {
      downloads.restore();
    }
  });

  it('starts loading the period and the token its address names as the navigation starts', async () => {
    const gateway = fakeGateway(answer);
    const url = new URL('http://portal.test/portal/reporting/tokens?period=custom&from=2026-11-01&to=2026-11-07&tag=crm');
    tokensRoute.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery: createQueryPreloader(gateway.client) });
    await waitFor(() => expect(gateway.of('ReportingTokens')).toHaveLength(1));
    expect(gateway.of('ReportingTokens')[0]!.variables).toEqual({
      accountId: '103',
      from: '2026-11-01',
      to: '2026-11-07',
      period: 'daily',
      tag: 'crm',
      oneTag: true,
    });
  });

  it('says what went wrong for a shared link to a tag the account does not have, and All tokens still works', async () => {
    const gateway = fakeGateway(answer);
    await renderReport(tokensRoute, { client: gateway.client, path: '/reporting/tokens?tag=billing' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the token usage: The account has no token billing');
    await userEvent.click(screen.getByRole('combobox', { name: 'Token' }));
    await userEvent.click(screen.getByRole('option', { name: 'All tokens' }));
    expect((await screen.findByTestId('tokens-total')).textContent).toBe('64 clicks in all');
    expect(screen.getByTestId('where').textContent).toBe('/reporting/tokens');
  });

  describe('after Change Account, the query string kept', () => {
    const acmeWeb = () => {
      const current = acmeMain();
      return { ...current, account: { ...current.account!, id: '104', name: 'Acme Web' } };
    };
    const webSite = token('311', 'website', false, [1, 1, 1, 1, 1, 1, 1]);
    const billing = token('312', 'billing', false, [2, 2, 2, 2, 2, 2, 2]);

    /** Acme Main has website and crm, Acme Web website and billing; a tag the account lacks is not found. */
    function twoAccounts(request: FakeRequest) {
      if (request.variables.accountId === '103') return answer(request);
      const tokens = [webSite, billing];
      const tagged = tokens.find((one) => one.tokenTag === request.variables.tag);
      if (request.variables.oneTag && !tagged) {
        return { errors: [{ message: 'Token not found', extensions: { code: 'NOT_FOUND', action: 'load the token usage', msg: 'Token not found' } }] };
      }
      const window = {
        __typename: 'ReportWindow',
        from: '2026-11-17T00:00:00.000Z',
        to: '2026-11-23T23:59:59.000Z',
        period: 'daily',
        periods: dailyPeriods('2026-11-17', 7),
      };
      return { data: { usageReport: { __typename: 'UsageReport', accountId: '104', window, tokens, ...(request.variables.oneTag ? { token: tagged } : {}) } } };
    }

    const offered = async () => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Token' }));
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return options;
    };

    it('drops a tag the new account does not have: All tokens, the tag out of the URL, and only its tags offered', async () => {
      const gateway = fakeGateway(twoAccounts);
      const { changeAccount } = await renderReport(tokensRoute, {
        client: gateway.client,
        current: acmeMain(),
        path: '/reporting/tokens?period=last7&tag=crm',
      });
      expect((await screen.findByTestId('tokens-total')).textContent).toBe('8 clicks in all');
      expect(await offered()).toEqual(['All tokens', 'website', 'crm']);

      await changeAccount(acmeWeb());
      await waitFor(() => expect(screen.getByTestId('tokens-total').textContent).toBe('21 clicks in all'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByTestId('where').textContent).toBe('/reporting/tokens?period=last7');
      expect(screen.getByRole('table', { name: /for each API token/ })).toBeTruthy();
      expect(await offered()).toEqual(['All tokens', 'website', 'billing']);
      // Acme Web was never asked for a token it does not have.
      expect(gateway.of('ReportingTokens').filter((request) => request.variables.accountId === '104' && request.variables.oneTag)).toEqual([]);
    });

    it('keeps a tag the new account has a token of its own for, and reports that token', async () => {
      const gateway = fakeGateway(twoAccounts);
      const { changeAccount } = await renderReport(tokensRoute, {
        client: gateway.client,
        current: acmeMain(),
        path: '/reporting/tokens?period=last7&tag=website',
      });
      expect((await screen.findByTestId('tokens-total')).textContent).toBe('56 clicks in all');

      await changeAccount(acmeWeb());
      await waitFor(() => expect(screen.getByTestId('tokens-total').textContent).toBe('7 clicks in all'));
      expect(screen.getByTestId('where').textContent).toBe('/reporting/tokens?period=last7&tag=website');
      expect(screen.getByRole('table', { name: /for the token website/ })).toBeTruthy();
      expect(gateway.of('ReportingTokens').at(-1)!.variables).toMatchObject({ accountId: '104', tag: 'website', oneTag: true });
      expect(await offered()).toEqual(['All tokens', 'website', 'billing']);
    });
  });
});

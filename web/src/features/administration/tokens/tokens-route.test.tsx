import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryPreloader } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { FrameActionsContext, type FrameActions } from '../../../lib/frame-actions';
import { ScreenDataContext } from '../../../lib/route-module';
import { acmeMain, fakeGateway, refused, renderScreen, type FakeRequest } from '../test/test-support';
import * as route from './tokens-route';

/** The words a screen reader reads after a field's name: its helper text or error, as MUI links them. */
function accessibleDescription(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const WEBSITE_KEY = 'sbx_0123456789abcdef0123456789abcdef';

const usage = (clicks: number) =>
  Array.from({ length: 30 }, (_, day) => ({ __typename: 'TokenUsageDay', day: `2026-10-${String(day + 1).padStart(2, '0')}T00:00:00.000Z`, clicks }));

function token(id: string, tag: string, extra: Record<string, unknown> = {}) {
  const key = id === '301' ? WEBSITE_KEY : `sbx_${id.repeat(11).slice(0, 32)}`;
  return {
    __typename: 'ApiToken',
    id,
    accountId: '103',
    tag,
    key,
    locked: false,
    ipRange: '',
    referrer: '',
    expiry: null,
    dailyCap: null,
    dailyCapPerAddress: null,
    createdBy: 'owner@acme.example',
    createdAt: '2026-01-27T00:00:00.000Z',
    lastUsed: '2026-11-23T00:00:00.000Z',
    usage: usage(2),
    tryCommand: `curl -H 'Authorization: Bearer ${key}' 'http://127.0.0.1:4105/autoc/json?dataset=uk-paf&q=High+Street'`,
    ...extra,
  };
}

const website = token('301', 'website', { referrer: 'https://www.acme.example', dailyCap: 500, dailyCapPerAddress: 50 });
const crm = token('302', 'crm', { locked: true, ipRange: '203.0.113.0/24', lastUsed: null, usage: usage(0) });

const alertSettings = (refusalThreshold: number | null, available = true) => ({
  __typename: 'TokenAlertSettings',
  accountId: '103',
  available,
  refusalThreshold,
});

const refusedCall = (at: string, clientAddress: string, referrer: string, reason: string, message: string) => ({
  __typename: 'TokenRefusal',
  at,
  clientAddress,
  referrer,
  service: 'Address Autocomplete',
  reason,
  message,
});

const refusals = {
  __typename: 'TokenRefusals',
  tokenId: '301',
  available: true,
  total: 3,
  byReason: [
    { __typename: 'TokenRefusalCount', reason: 'REFERRER', count: 2 },
    { __typename: 'TokenRefusalCount', reason: 'DAILY_CAP', count: 1 },
  ],
  latest: [
    refusedCall('2026-11-24T10:02:00.000Z', '127.0.0.1', 'https://www.acme.example', 'DAILY_CAP', "The token's daily cap of 500 clicks is reached"),
    refusedCall(
      '2026-11-24T09:00:00.000Z',
      '198.51.100.7',
      'https://evil.example',
      'REFERRER',
      "The referrer https://evil.example is not the token's referrer https://www.acme.example",
    ),
    refusedCall('2026-11-23T09:00:00.000Z', '198.51.100.7', '', 'REFERRER', 'The token only accepts requests referred by https://www.acme.example'),
  ],
};

/** The gateway's answers for the Acme Main tokens; `tokens` is what the list query answers. */
function gatewayFor(tokens: () => object[], extra: (request: FakeRequest) => object | undefined = () => undefined) {
  return fakeGateway((request) => {
    const special = extra(request);
    if (special) return special;
    switch (request.operationName) {
      case 'AdministrationTokens':
        return { data: { apiTokens: tokens() } };
      case 'SetApiTokenLock':
        return { data: { setApiTokenLock: { ...website, locked: request.variables.locked } } };
      case 'DeleteApiToken':
        return { data: { deleteApiToken: request.variables.id } };
      case 'CreateApiToken':
        return { data: { createApiToken: token('304', 'billing') } };
      case 'TryApiToken':
        return {
          data: {
            tryApiToken: {
              __typename: 'TokenTrial',
              ok: false,
              status: 403,
              message: 'The token is locked',
              suggestions: [],
              command: 'curl ...',
              token: { ...website, lastUsed: '2026-11-24T00:00:00.000Z' },
            },
          },
        };
      case 'ChangeApiTokensInBulk':
        return { data: { changeApiTokensInBulk: [{ ...website, locked: true }] } };
      case 'TokenAlertSettings':
        return { data: { apiTokenAlertSettings: alertSettings(10) } };
      case 'SetApiTokenAlertThreshold':
        return { data: { setApiTokenAlertThreshold: alertSettings(request.variables.refusalThreshold as number | null) } };
      case 'TokenRefusals':
        return { data: { apiTokenRefusals: refusals } };
      default:
        return { errors: [{ message: `unexpected ${request.operationName}` }] };
    }
  });
}

const noFrameActions: FrameActions = { chooseGroup: async () => false, showGroup: async () => {} };

async function renderTokens(client: ApolloClient, path = '/', frame = noFrameActions) {
  const current = acmeMain();
  const data = route.loader({
    params: {},
    url: new URL('/administration/tokens', window.location.origin),
    current,
    roles: ['account'],
    preloadQuery: createQueryPreloader(client),
  });
  await act(async () => {
    renderScreen(
      <FrameActionsContext.Provider value={frame}>
        <ScreenDataContext.Provider value={{ data }}>
          <Suspense fallback={<route.Loading />}>
            <route.Component />
          </Suspense>
        </ScreenDataContext.Provider>
      </FrameActionsContext.Provider>,
      { client, current, path },
    );
  });
}

const card = (tag: string) => screen.getByRole('article', { name: tag });

afterEach(() => {
  for (const dialog of dialogStore.list()) dialogStore.close(dialog.id, false);
});

describe('Administration → Tokens', () => {
  it('lists the tokens with their key masked until revealed, their rules and use', async () => {
    await renderTokens(gatewayFor(() => [website, crm]).client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tokens' })).toBeTruthy();
    const websiteCard = card('website');
    expect(within(websiteCard).getByText('sbx_0123••••••••cdef')).toBeTruthy();
    expect(within(websiteCard).queryByText(WEBSITE_KEY)).toBeNull();
    expect(within(websiteCard).getByText('Active')).toBeTruthy();
    expect(within(websiteCard).getByText('https://www.acme.example')).toBeTruthy();
    expect(within(websiteCard).getByText('60 clicks in the last 30 days')).toBeTruthy();
    await userEvent.setup().click(within(websiteCard).getByRole('button', { name: 'Show the key of website' }));
    expect(within(websiteCard).getByText(WEBSITE_KEY)).toBeTruthy();

    expect(within(websiteCard).getByText('500 clicks a day')).toBeTruthy();
    expect(within(websiteCard).getByText('50 clicks a day from one address')).toBeTruthy();

    const crmCard = card('crm');
    expect(within(crmCard).getAllByText('None')).toHaveLength(2);
    expect(within(crmCard).getByText('Locked')).toBeTruthy();
    expect(within(crmCard).getByText('203.0.113.0/24')).toBeTruthy();
    // Never expires, never used.
    expect(within(crmCard).getAllByText('Never')).toHaveLength(2);
    expect(within(crmCard).getByRole('button', { name: 'Unlock crm' })).toBeTruthy();
  });

  it('says so when the account has no tokens', async () => {
    await renderTokens(gatewayFor(() => []).client);
    expect(await screen.findByText(/This account has no API tokens yet/)).toBeTruthy();
  });

  it('shows why the tokens could not be loaded', async () => {
    const gateway = gatewayFor(
      () => [],
      (request) =>
        request.operationName === 'AdministrationTokens' ? refused('load the tokens', 'The user server did not answer', 'UPSTREAM_TIMEOUT') : undefined,
    );
    await renderTokens(gateway.client);
    expect(await screen.findByText('Failed to load the tokens: The user server did not answer')).toBeTruthy();
  });

  it('creates a token: checks its settings, then takes the password, confirmed with Enter', async () => {
    let tokens = [website, crm];
    const gateway = gatewayFor(() => tokens);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'billing');
    await user.type(within(dialog).getByRole('textbox', { name: 'IP range' }), '10.0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('An IPv4 address or a CIDR range such as 203.0.113.0/24')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'IP range' }), '.0/8');
    await user.type(within(dialog).getByRole('textbox', { name: 'Referrer' }), 'https://billing.acme.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Daily cap' }), '1,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Daily cap per address' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Not more than the daily cap')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Daily cap per address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password' });
    tokens = [website, crm, token('304', 'billing')];
    await user.type(within(confirm).getByLabelText('Password'), 'Passw0rd!{Enter}');
    await waitFor(() =>
      expect(gateway.of('CreateApiToken').map((request) => request.variables)).toEqual([
        {
          input: {
            accountId: '103',
            tag: 'billing',
            ipRange: '10.0.0.0/8',
            referrer: 'https://billing.acme.example',
            expiry: null,
            dailyCap: 1000,
            dailyCapPerAddress: null,
            password: 'Passw0rd!',
          },
        },
      ]),
    );
    expect(await screen.findByText('The token billing is ready. Copy its key from its card below.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'billing' })).toBeTruthy();
  });

  it('says under the password field that the password is wrong, not that a user name might be', async () => {
    const gateway = gatewayFor(
      () => [website],
      (request) => (request.operationName === 'CreateApiToken' ? refused('create the token', 'Invalid user name or password') : undefined),
    );
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Tag' }), 'x{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(confirm).getByLabelText('Password'), 'wrong{Enter}');
    const password = within(confirm).getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(accessibleDescription(password)).toBe('That password is not right: enter the one you log in with');
    expect(within(confirm).queryByText(/Invalid user name or password/)).toBeNull();
    expect(within(confirm).queryByRole('alert')).toBeNull();
  });

  it('refuses a tag the account has already under the tag field, before asking for the password', async () => {
    const gateway = gatewayFor(() => [website, crm]);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    const tag = within(dialog).getByRole('textbox', { name: 'Tag' });
    await user.type(tag, ' Website {Enter}');
    await waitFor(() => expect(accessibleDescription(tag)).toBe('The account already has a token tagged website'));
    expect(document.activeElement).toBe(tag);
    expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull();
    expect(gateway.of('CreateApiToken')).toHaveLength(0);
  });

  it('takes the person back to the tag, password kept, when a token took it meanwhile', async () => {
    const gateway = gatewayFor(
      () => [website],
      (request) =>
        request.operationName === 'CreateApiToken' ? refused('create the token', 'The account already has a token tagged billing', 'CONFLICT') : undefined,
    );
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Tag' }), 'billing{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(confirm).getByLabelText('Password'), 'Passw0rd!{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    const tag = within(dialog).getByRole('textbox', { name: 'Tag' });
    expect(accessibleDescription(tag)).toBe('The account already has a token tagged billing');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.clear(tag);
    await user.type(tag, 'billing-2{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect((within(again).getByLabelText('Password') as HTMLInputElement).value).toBe('Passw0rd!');
  });

  it('locks a token at once, and deletes one only once the owner confirms', async () => {
    const gateway = gatewayFor(() => [website, crm]);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(within(await screen.findByRole('article', { name: 'website' })).getByRole('button', { name: 'Lock website' }));
    await waitFor(() => expect(gateway.of('SetApiTokenLock').map((request) => request.variables)).toEqual([{ accountId: '103', id: '301', locked: true }]));
    expect(await within(card('website')).findByRole('button', { name: 'Unlock website' })).toBeTruthy();

    await user.click(within(card('crm')).getByRole('button', { name: 'Delete crm' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    expect(dialogStore.list()[0]).toMatchObject({
      kind: 'question',
      title: 'Delete token',
      message: 'Delete the token crm? Programs using its key will stop working at once.',
    });
    dialogStore.close(dialogStore.list()[0]!.id, false);
    expect(gateway.of('DeleteApiToken')).toHaveLength(0);
    await user.click(within(card('crm')).getByRole('button', { name: 'Delete crm' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    dialogStore.close(dialogStore.list()[0]!.id, true);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'crm' })).toBeNull());
    expect(gateway.of('DeleteApiToken').map((request) => request.variables)).toEqual([{ accountId: '103', id: '302' }]);
  });

  it('edits a token from the values it has', async () => {
    const gateway = gatewayFor(
      () => [website],
      (request) => (request.operationName === 'UpdateApiToken' ? { data: { updateApiToken: { ...website, ipRange: '198.51.100.7' } } } : undefined),
    );
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(within(await screen.findByRole('article', { name: 'website' })).getByRole('button', { name: 'Edit website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit token website' });
    expect(within(dialog).getByRole('textbox', { name: 'Referrer' })).toHaveProperty('value', 'https://www.acme.example');
    expect(within(dialog).getByRole('textbox', { name: 'Daily cap' })).toHaveProperty('value', '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'IP range' }), '198.51.100.7');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Daily cap per address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The caps go with every edit: the one kept as it was, the one emptied as none.
    await waitFor(() =>
      expect(gateway.of('UpdateApiToken').map((request) => request.variables)).toEqual([
        {
          accountId: '103',
          id: '301',
          input: { tag: 'website', ipRange: '198.51.100.7', referrer: 'https://www.acme.example', expiry: null, dailyCap: 500, dailyCapPerAddress: null },
        },
      ]),
    );
    expect(await within(card('website')).findByText('198.51.100.7')).toBeTruthy();
  });

  it('tries a token and shows what the service answered', async () => {
    const gateway = gatewayFor(() => [website]);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(within(await screen.findByRole('article', { name: 'website' })).getByRole('button', { name: 'Try it with website' }));
    // The command keeps the key masked until it is shown.
    expect(within(card('website')).getByText(/^curl -H 'Authorization: Bearer sbx_0123••••••••cdef'/)).toBeTruthy();
    await user.click(within(card('website')).getByRole('button', { name: 'Show the key of website' }));
    expect(within(card('website')).getByText(new RegExp(`^curl -H 'Authorization: Bearer ${WEBSITE_KEY}'`))).toBeTruthy();
    const referrer = within(card('website')).getByRole('textbox', { name: 'Referrer to send' });
    await user.clear(referrer);
    await user.type(referrer, 'https://evil.example');
    await user.click(within(card('website')).getByRole('button', { name: 'Run look-up' }));
    expect(await within(card('website')).findByText('Refused (403): The token is locked')).toBeTruthy();
    // The token in the answer brings its card up to date: the day it was last used.
    expect(within(card('website')).getByText('24 Nov 2026 (UTC)')).toBeTruthy();
    expect(gateway.of('TryApiToken').map((request) => request.variables)).toEqual([{ accountId: '103', id: '301', referrer: 'https://evil.example' }]);
  });

  it('changes every token of the organisation in bulk', async () => {
    const gateway = gatewayFor(() => [website, crm]);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(await screen.findByRole('button', { name: 'Change all tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change all tokens' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Choose at least one setting to change.')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Tokens to change' }));
    await user.click(await screen.findByRole('option', { name: 'Every token of every account of Acme Ltd' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Lock' }));
    await user.click(await screen.findByRole('option', { name: 'Lock every token' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the referrer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Referrer' }), 'https://www.acme.example');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the daily cap' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Daily cap' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('A daily cap must be a whole number of clicks from 1 to 10,000,000, or empty for none.')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Daily cap' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Daily cap' }), '800');
    // Ticked and left empty: no cap per address on any token.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the daily cap per address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(gateway.of('ChangeApiTokensInBulk').map((request) => request.variables)).toEqual([
        { groupId: '102', input: { locked: true, referrer: 'https://www.acme.example', dailyCap: 800, noDailyCapPerAddress: true } },
      ]),
    );
  });

  it("shows a key's blocked calls by reason, and the latest with where they came from", async () => {
    const gateway = gatewayFor(() => [website, crm]);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    await user.click(within(await screen.findByRole('article', { name: 'website' })).getByRole('button', { name: 'Blocked calls of website' }));
    const byReason = await within(card('website')).findByRole('list', { name: 'Blocked calls of website by reason' });
    expect(
      within(byReason)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wrong or missing referrer: 2', 'Daily cap reached: 1']);
    expect(within(card('website')).getByText('3 calls refused in the last 30 days:')).toBeTruthy();
    const table = within(card('website')).getByRole('table', { name: 'Latest blocked calls of website' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("The token's daily cap of 500 clicks is reached")).toBeTruthy();
    expect(within(rows[1]!).getByText('198.51.100.7')).toBeTruthy();
    expect(within(rows[1]!).getByText('https://evil.example')).toBeTruthy();
    expect(within(rows[2]!).getByText('None')).toBeTruthy();
    expect(gateway.of('TokenRefusals').map((request) => request.variables)).toEqual([{ accountId: '103', id: '301' }]);
  });

  it('says so calmly when the service keeps no record of blocked calls, or there were none', async () => {
    const unavailable = gatewayFor(
      () => [website],
      (request) =>
        request.operationName === 'TokenRefusals'
          ? { data: { apiTokenRefusals: { ...refusals, available: false, total: 0, byReason: [], latest: [] } } }
          : request.operationName === 'TokenAlertSettings'
            ? { data: { apiTokenAlertSettings: alertSettings(null, false) } }
            : undefined,
    );
    const user = userEvent.setup();
    await renderTokens(unavailable.client);
    await user.click(within(await screen.findByRole('article', { name: 'website' })).getByRole('button', { name: 'Blocked calls of website' }));
    expect(await within(card('website')).findByText(/Refused calls are not available from this service/)).toBeTruthy();
    expect(await screen.findByText('Alert settings are not available from this service.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Refused calls within an hour' })).toBeNull();
  });

  it('opens the blocked calls of the token a link names', async () => {
    const gateway = gatewayFor(
      () => [website, crm],
      (request) =>
        request.operationName === 'TokenRefusals'
          ? { data: { apiTokenRefusals: { ...refusals, tokenId: '302', total: 0, byReason: [], latest: [] } } }
          : undefined,
    );
    // jsdom lays nothing out, so it has no scrolling: the test sees which card asks to be shown.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    await renderTokens(gateway.client, '/administration/tokens?account=103&token=302');
    expect(
      await within(await screen.findByRole('article', { name: 'crm' })).findByText('No calls with this key were refused in the last 30 days.'),
    ).toBeTruthy();
    expect(scrolled).toEqual([card('crm')]);
    expect(within(card('website')).getByRole('button', { name: 'Blocked calls of website' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("offers to act for the account a link's token belongs to, when another is in use", async () => {
    const chosen: string[] = [];
    const user = userEvent.setup();
    await renderTokens(gatewayFor(() => [website]).client, '/administration/tokens?account=104&token=305', {
      ...noFrameActions,
      chooseGroup: async (groupId) => {
        chosen.push(groupId);
        return groupId !== '104';
      },
    });
    expect(await screen.findByText('The link you followed is for a token of another account than the one in use.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show it' }));
    expect(chosen).toEqual(['104']);
    // The frame found no such account among the person's.
    expect(await screen.findByText('The link you followed is for a token of an account you do not hold.')).toBeTruthy();
  });

  it('changes how many refused calls within an hour alert the owners, and turns it off when emptied', async () => {
    const gateway = gatewayFor(() => [website]);
    const user = userEvent.setup();
    await renderTokens(gateway.client);
    const alerts = await screen.findByRole('region', { name: 'Alerts' });
    const field = within(alerts).getByRole('textbox', { name: 'Refused calls within an hour' });
    expect(field).toHaveProperty('value', '10');
    await user.clear(field);
    await user.type(field, '2000');
    await user.click(within(alerts).getByRole('button', { name: 'Save' }));
    expect(await within(alerts).findByText('A whole number from 1 to 1,000, or empty for no such alerts')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '25');
    await user.click(within(alerts).getByRole('button', { name: 'Save' }));
    expect(await within(alerts).findByText('The owners are e-mailed once a key has 25 refused calls within an hour.')).toBeTruthy();
    await user.clear(field);
    await user.click(within(alerts).getByRole('button', { name: 'Save' }));
    expect(await within(alerts).findByText('No e-mails for refused calls.')).toBeTruthy();
    expect(gateway.of('SetApiTokenAlertThreshold').map((request) => request.variables)).toEqual([
      { accountId: '103', refusalThreshold: 25 },
      { accountId: '103', refusalThreshold: null },
    ]);
  });
});

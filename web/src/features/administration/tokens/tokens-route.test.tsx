import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryPreloader } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { ScreenDataContext } from '../../../lib/route-module';
import { acmeMain, fakeGateway, refused, renderScreen, type FakeRequest } from '../test/test-support';
import * as route from './tokens-route';

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
    createdBy: 'owner@acme.example',
    createdAt: '2026-01-27T00:00:00.000Z',
    lastUsed: '2026-11-23T00:00:00.000Z',
    usage: usage(2),
    tryCommand: `curl -H 'Authorization: Bearer ${key}' 'http://127.0.0.1:4105/autoc/json?dataset=uk-paf&q=High+Street'`,
    ...extra,
  };
}

const website = token('301', 'website', { referrer: 'https://www.acme.example' });
const crm = token('302', 'crm', { locked: true, ipRange: '203.0.113.0/24', lastUsed: null, usage: usage(0) });

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
      default:
        return { errors: [{ message: `unexpected ${request.operationName}` }] };
    }
  });
}

async function renderTokens(client: ApolloClient) {
  const current = acmeMain();
  const data = route.loader({ params: {}, current, preloadQuery: createQueryPreloader(client) });
  await act(async () => {
    renderScreen(
      <ScreenDataContext.Provider value={{ data }}>
        <Suspense fallback={<route.Loading />}>
          <route.Component />
        </Suspense>
      </ScreenDataContext.Provider>,
      { client, current },
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

    const crmCard = card('crm');
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
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password' });
    tokens = [website, crm, token('304', 'billing')];
    await user.type(within(confirm).getByLabelText('Password'), 'Passw0rd!{Enter}');
    await waitFor(() =>
      expect(gateway.of('CreateApiToken').map((request) => request.variables)).toEqual([
        { input: { accountId: '103', tag: 'billing', ipRange: '10.0.0.0/8', referrer: 'https://billing.acme.example', expiry: null, password: 'Passw0rd!' } },
      ]),
    );
    expect(await screen.findByText('The token billing is ready. Copy its key from its card below.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'billing' })).toBeTruthy();
  });

  it('keeps the password dialog open with the reason when the password is wrong', async () => {
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
    expect(await within(confirm).findByText('Failed to create the token: Invalid user name or password')).toBeTruthy();
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
    await user.type(within(dialog).getByRole('textbox', { name: 'IP range' }), '198.51.100.7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.of('UpdateApiToken').map((request) => request.variables)).toEqual([
        { accountId: '103', id: '301', input: { tag: 'website', ipRange: '198.51.100.7', referrer: 'https://www.acme.example', expiry: null } },
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
    expect(within(card('website')).getByText('24 Nov 2026')).toBeTruthy();
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
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(gateway.of('ChangeApiTokensInBulk').map((request) => request.variables)).toEqual([
        { groupId: '102', input: { locked: true, referrer: 'https://www.acme.example' } },
      ]),
    );
  });
});

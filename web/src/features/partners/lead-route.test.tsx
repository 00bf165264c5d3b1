import { Suspense, useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { dialogStore } from '../../components/dialogs/dialog-store';
import userEvent from '@testing-library/user-event';
import type { CurrentAccount } from '../../lib/current-account';
import type { RouteModule } from '../../lib/route-module';
import { ScreenDataContext } from '../../lib/route-module';
import { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
import { fillDate } from '../../test/date-field';
import type { SubmittedLead } from './lead-form-values';
import * as route from './lead-route';
import * as leadsRoute from './leads-route';

const northwind: CurrentAccount = {
  partner: { id: '101', name: 'Northwind Partners', type: 'partner', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  organisation: null,
  account: null,
  territory: 'uk',
};

const greenfield = {
  __typename: 'Lead',
  id: '602',
  partnerId: '101',
  companyName: 'Greenfield Homes',
  companyAddress: ['2 Meadow Court', 'Norwich', 'NR1 1AA'],
  contactName: 'George Green',
  email: 'george@greenfield.example',
  phoneNumber: '',
  jobTitle: '',
  division: '',
  services: [{ __typename: 'LeadService', service: 'Address Cleanse', quantity: 25_000 }],
  integrations: [],
  enrichments: [],
  cleansing: [],
  probability: 100,
  closeDate: '2026-10-29',
  jointMeeting: false,
  description: '',
  status: 'won',
  openDate: '2026-09-14T00:00:00.000Z',
};

async function openLead(lead: typeof greenfield, changed: (variables: FakeRequest['variables']) => object = () => ({})) {
  const gateway = fakeGateway(({ operationName, variables }) => {
    if (operationName === 'PartnerLead') return { data: { partnerLead: lead } };
    if (operationName === 'ChangeLeadStatus') return { data: { changeLeadStatus: { ...lead, ...changed(variables) } } };
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, current: northwind, path: '/partner/leads/602', params: { leadId: '602' } });
  return gateway;
}

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: label }));
}

describe("a lead's change of status", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reopens a lead won a month ago only with the day it is now expected to close', async () => {
    const user = userEvent.setup();
    const gateway = await openLead(greenfield, (variables) => ({ status: variables.status, closeDate: variables.closeDate }));
    expect(await screen.findByText('Won on')).toBeTruthy();

    await chooseStatus(user, 'Open');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Enter the day the lead is now expected to close: 29 Oct 2026 is past')).toBeTruthy();
    expect(gateway.of('ChangeLeadStatus')).toHaveLength(0);

    await fillDate(/Expected close date/, '27/11/2026');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Enter an expected close date on or after 28/11/2026, today')).toBeTruthy();
    expect(gateway.of('ChangeLeadStatus')).toHaveLength(0);

    await fillDate(/Expected close date/, '31/01/2027');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(gateway.of('ChangeLeadStatus')).toHaveLength(1));
    expect(gateway.of('ChangeLeadStatus')[0]?.variables).toMatchObject({ partnerId: '101', leadId: '602', status: 'open', closeDate: '2027-01-31' });
  });

  it('marks a lead lost without asking for a day: the gateway closes it today', async () => {
    const user = userEvent.setup();
    const gateway = await openLead({ ...greenfield, status: 'open', closeDate: '2026-12-31' });
    await chooseStatus(user, 'Lost');
    expect(screen.queryByRole('group', { name: /Expected close date/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(gateway.of('ChangeLeadStatus')).toHaveLength(1));
    expect(gateway.of('ChangeLeadStatus')[0]?.variables).toMatchObject({ status: 'lost', closeDate: null });
  });
});

/** The lead page of lead 602 as the gateway answers its load: with a lead, without one, refused. */
async function openLeadAnswered(answer: FakeAnswer) {
  const gateway = fakeGateway(({ operationName, variables }) => {
    if (operationName === 'PartnerLead') return answer;
    if (operationName === 'LeadFormOptions') return { data: { leadOptions: [] } };
    if (operationName === 'UpdateLead') {
      const input = variables.input as SubmittedLead;
      return { data: { updateLead: { ...greenfield, ...input, services: input.services.map((row) => ({ __typename: 'LeadService', ...row })) } } };
    }
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, current: northwind, path: '/partner/leads/602', params: { leadId: '602' } });
  return gateway;
}

describe("a lead's page", () => {
  afterEach(() => dialogStore.closeAll());

  it('keeps the six address lines a lead sent through the API holds when only its description is changed', async () => {
    const sixLines = { ...greenfield, status: 'open', closeDate: '2099-12-31', companyAddress: ['1', '2', '3', '4', '5', '6'] };
    const gateway = await openLeadAnswered({ data: { partnerLead: sixLines } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit lead' }));
    expect((screen.getByRole('textbox', { name: 'Address line 6' }) as HTMLInputElement).value).toBe('6');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Wants a trial first.');
    await user.click(screen.getByRole('button', { name: 'Save lead' }));

    await waitFor(() => expect(gateway.of('UpdateLead')).toHaveLength(1));
    expect(gateway.of('UpdateLead')[0]?.variables.input).toMatchObject({ companyAddress: ['1', '2', '3', '4', '5', '6'], description: 'Wants a trial first.' });
  });

  it('says a refused load failed, in place, rather than that the partner has no such lead', async () => {
    await openLeadAnswered({
      data: { partnerLead: null },
      errors: [{ message: 'Only an owner of partner 101 may see its leads.', extensions: { code: 'FORBIDDEN', reason: 'NOT_OWNER' } }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load the lead: This page is not currently available while using this account. Please switch to another account or return home.',
    );
    expect(screen.queryByText(/This partner has no such lead/)).toBeNull();
    expect(dialogStore.list()).toEqual([]);
  });

  it('says the partner has no such lead when the load succeeded without it', async () => {
    await openLeadAnswered({ data: { partnerLead: null } });
    expect(await screen.findByText(/This partner has no such lead/)).toBeTruthy();
    expect(screen.queryByText(/Failed to load the lead/)).toBeNull();
  });
});

/** Shows where the screens have navigated to. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** A screen as the portal's data router shows it: its loader's data, its Loading state meanwhile. */
function Screen({ module }: { module: RouteModule }) {
  const { data } = useLoaderData() as { data: unknown };
  const held = useMemo(() => ({ data }), [data]);
  return (
    <ScreenDataContext.Provider value={held}>
      <Suspense fallback={module.Loading ? <module.Loading /> : null}>
        <module.Component />
      </Suspense>
      <Where />
    </ScreenDataContext.Provider>
  );
}

/**
 * Lead 604 of Northwind opened at `path` (from home), with the partner's leads list beside it at
 * /partner/leads, both in one data router; the lead is gone once deleted.
 */
async function openFromHome(path: string) {
  const quayside = { ...greenfield, id: '604', companyName: 'Quayside Fish', status: 'open', closeDate: '2099-12-31' };
  let deleted = false;
  const gateway = fakeGateway(({ operationName, variables }) => {
    if (operationName === 'PartnerLead') return { data: { partnerLead: variables.leadId === '604' && !deleted ? quayside : null } };
    if (operationName === 'PartnerLeads') return { data: { partnerLeads: deleted ? [] : [quayside] } };
    if (operationName === 'DeleteLead') {
      deleted = true;
      return { data: { deleteLead: true } };
    }
    throw new Error(`Not expected: ${operationName}`);
  });
  const preloadQuery = createQueryPreloader(gateway.client);
  const screenOf = (path: string, module: RouteModule) => ({
    path,
    loader: ({ params, request }: { params: Record<string, string | undefined>; request: Request }) => ({
      data: module.loader?.({ params, url: new URL(request.url), current: northwind, roles: ['account'], preloadQuery }) ?? null,
    }),
    element: <Screen module={module} />,
  });
  const router = createMemoryRouter(
    [{ element: <Outlet context={northwind} />, children: [screenOf('/home/leads/:leadId', route), screenOf('/partner/leads', leadsRoute)] }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <ApolloProvider client={gateway.client}>
          <RouterProvider router={router} useTransitions={false} />
        </ApolloProvider>
      </ThemeProvider>,
    );
  });
  return gateway;
}

describe('a lead opened from home', () => {
  afterEach(() => dialogStore.closeAll());

  it('sends "See the leads" to the partner’s leads list, as home shows none, keeping the query', async () => {
    await openFromHome('/home/leads/9999?period=last30');
    expect(await screen.findByText(/This partner has no such lead/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the leads' }).getAttribute('href')).toBe('/partner/leads?period=last30');
  });

  it('shows the leads list once the lead is deleted, saying so', async () => {
    const gateway = await openFromHome('/home/leads/604?period=last30');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete lead' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    expect(dialogStore.list()[0]).toMatchObject({ title: 'Delete lead', message: 'Delete the lead for Quayside Fish? This cannot be undone.' });
    act(() => dialogStore.close(dialogStore.list()[0]!.id, true));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/partner/leads?period=last30'));
    expect(await screen.findByText('No leads yet. Create one to tell us about a company you are bringing.')).toBeTruthy();
    expect(screen.getByText('The lead for Quayside Fish has been deleted.').closest('[role="status"]')).not.toBeNull();
    expect(gateway.of('DeleteLead').map((request) => request.variables)).toEqual([{ partnerId: '101', leadId: '604' }]);
  });
});

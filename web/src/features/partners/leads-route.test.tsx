import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentAccount } from '../../lib/current-account';
import { dialogStore } from '../../components/dialogs/dialog-store';
import { fakeGateway, type FakeAnswer } from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
import { renderRouted } from '../../test/render-routed';
import * as route from './leads-route';

const northwind: CurrentAccount = {
  partner: { id: '101', name: 'Northwind Partners', type: 'partner', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  organisation: null,
  account: null,
  territory: 'uk',
};

/** A company name of one word as long as the gateway takes (200 characters). */
const longName = 'Quayside'.repeat(25);

const lead = {
  __typename: 'Lead',
  id: '605',
  partnerId: '101',
  companyName: longName,
  contactName: 'Quinn Quay',
  services: [{ __typename: 'LeadService', service: 'Address Lookup', quantity: 5000 }],
  openDate: '2026-11-20T09:30:00.000Z',
  closeDate: '2027-01-31',
  status: 'open',
};

async function openLeads(answer: FakeAnswer) {
  const gateway = fakeGateway(({ operationName }) => {
    if (operationName === 'PartnerLeads') return answer;
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, current: northwind, path: '/partner/leads' });
}

/** A phone's width: every media query the page asks about (below md) matches. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** How a text wraps: anywhere, and shrinking below its longest word, where it may not widen the page. */
function wrapping(element: Element) {
  const style = getComputedStyle(element);
  return { overflowWrap: style.overflowWrap, minWidth: style.minWidth };
}

describe("a partner's leads", () => {
  afterEach(() => {
    dialogStore.closeAll();
    vi.unstubAllGlobals();
  });

  it('says the leads failed to load in their place, with no empty list behind it and no dialog', async () => {
    await openLeads({ data: null, errors: [{ message: 'The user server did not answer.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the leads: The user server did not answer.');
    expect(screen.queryByText(/No leads yet/)).toBeNull();
    expect(dialogStore.list()).toEqual([]);
  });

  it('says there are no leads yet when the partner has none', async () => {
    await openLeads({ data: { partnerLeads: [] } });
    expect(await screen.findByText('No leads yet. Create one to tell us about a company you are bringing.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("wraps a company of one long word inside its card on a phone, as the lead page's heading does", async () => {
    onAPhone();
    await openLeads({ data: { partnerLeads: [lead] } });
    const card = within(await screen.findByRole('list', { name: 'Leads' })).getByRole('listitem');
    const name = within(card).getByRole('link', { name: longName });
    expect(wrapping(name)).toEqual({ overflowWrap: 'anywhere', minWidth: '0' });
    expect(wrapping(within(card).getByText('Quinn Quay'))).toEqual({ overflowWrap: 'anywhere', minWidth: '0' });
  });
});

/** Northwind's leads: one open, one won, one lost. */
const leads = [
  { ...lead, id: '601', companyName: 'Harbour Logistics', contactName: 'Hannah Hughes', status: 'open', openDate: '2026-11-03T00:00:00.000Z' },
  { ...lead, id: '602', companyName: 'Greenfield Homes', contactName: 'George Green', status: 'won', openDate: '2026-09-09T00:00:00.000Z' },
  { ...lead, id: '603', companyName: 'Copperfield Books', contactName: 'Clara Copper', status: 'lost', openDate: '2026-09-24T00:00:00.000Z' },
];

/** The leads list at `path` in a data router, whose loader runs again on every new query, as the portal's does. */
async function openLeadsAt(path: string) {
  const gateway = fakeGateway(({ operationName }) => {
    if (operationName === 'PartnerLeads') return { data: { partnerLeads: leads } };
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRouted(route, { client: gateway.client, current: northwind, path });
  await screen.findByRole('table', { name: 'Leads' });
  return gateway;
}

const companies = () =>
  within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const where = () => screen.getByTestId('where').textContent;

describe('the leads list’s address', () => {
  afterEach(() => dialogStore.closeAll());

  it('shows the list as its address left it (Back from a lead, a reload): Find text, status and order', async () => {
    await openLeadsAt('/partner/leads?period=last30&find=field&status=won&sort=companyName');
    expect((screen.getByRole('textbox', { name: 'Find' }) as HTMLInputElement).value).toBe('field');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Won');
    expect(companies()).toEqual(['Greenfield Homes']);
    // The lead's link keeps the query, as every link does, so Back returns to this address.
    expect(screen.getByRole('link', { name: 'Greenfield Homes' }).getAttribute('href')).toBe(
      '/partner/leads/602?period=last30&find=field&status=won&sort=companyName',
    );
  });

  it('keeps the Find text in the address once typing pauses, replacing the entry, and a status chosen', async () => {
    const gateway = await openLeadsAt('/partner/leads?period=last30');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Find' }), 'field');
    // The list filters as it is typed; the address follows.
    expect(companies()).toEqual(['Copperfield Books', 'Greenfield Homes']);
    await waitFor(() => expect(where()).toBe('/partner/leads?period=last30&find=field'));
    expect((screen.getByRole('textbox', { name: 'Find' }) as HTMLInputElement).value).toBe('field');
    // A new address asks for the leads again: once for the word, not once a key.
    expect(gateway.of('PartnerLeads')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Lost' }));
    await waitFor(() => expect(where()).toBe('/partner/leads?period=last30&find=field&status=lost'));
    expect(companies()).toEqual(['Copperfield Books']);
  });

  it('keeps the order chosen, and leaves the plain list’s address plain', async () => {
    await openLeadsAt('/partner/leads');
    const user = userEvent.setup();
    expect(companies()).toEqual(['Harbour Logistics', 'Copperfield Books', 'Greenfield Homes']);
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(where()).toBe('/partner/leads?sort=companyName'));
    expect(companies()).toEqual(['Copperfield Books', 'Greenfield Homes', 'Harbour Logistics']);
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(where()).toBe('/partner/leads?sort=-companyName'));
    expect(companies()).toEqual(['Harbour Logistics', 'Greenfield Homes', 'Copperfield Books']);
  });

  it('lists every lead for a status none of them has', async () => {
    await openLeadsAt('/partner/leads?status=archived');
    expect(companies()).toHaveLength(3);
  });
});

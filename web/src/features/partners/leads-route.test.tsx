import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { dialogStore } from '../../components/dialogs/dialog-store';
import { fakeGateway, type FakeAnswer } from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import type { CurrentAccount } from '../../lib/current-account';
import { sessionStore } from '../../lib/session/session-store';
import { fakeGateway } from '../../test/fake-gateway';
import { dateShown, fillDate } from '../../test/date-field';
import { sessionUser } from '../../test/session-user';
import { LeadForm } from './lead-form';
import { leadFormFrom, type LeadFormValues, type SubmittedLead } from './lead-form-values';

// What is typed into the lead form outlives a session that ends mid-form (lib/form-draft.ts): the
// form opens again with it for the same person, and for the same lead only.

const northwind: CurrentAccount = {
  partner: { id: '101', name: 'Northwind Partners', type: 'partner', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  organisation: null,
  account: null,
  territory: 'uk',
};

const options = [
  { __typename: 'LeadOption', id: '1', option: 'CRM', requirement: 'Address Lookup' },
  { __typename: 'LeadOption', id: '3', option: 'Deduplication', requirement: 'Address Cleanse' },
];

const lead = (id: string, companyName: string): SubmittedLead & { id: string } => ({
  id,
  companyName,
  companyAddress: ['2 Meadow Court', 'Norwich', 'NR1 1AA'],
  contactName: 'George Green',
  email: 'george@greenfield.example',
  phoneNumber: '',
  jobTitle: '',
  division: '',
  services: [{ service: 'Address Cleanse', quantity: 25_000 }],
  integrations: [],
  enrichments: [],
  cleansing: [],
  probability: 60,
  closeDate: '2027-10-29',
  jointMeeting: false,
  description: '',
});

/** The lead form at `path` as its screens show it: a new lead's at createlead, a lead's own at its page. */
function openForm(
  path: string,
  { initial, onSubmit = async () => {}, onCancel = () => {} }: { initial?: LeadFormValues; onSubmit?: () => Promise<void>; onCancel?: () => void } = {},
) {
  const gateway = fakeGateway(() => ({ data: { leadOptions: options } }));
  const form = <LeadForm action="submit the lead" submitLabel="Submit lead" initial={initial} onSubmit={onSubmit} onCancel={onCancel} />;
  return render(
    <ApolloProvider client={gateway.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={northwind} />}>
            <Route path="/partner/leads/createlead" element={form} />
            <Route path="/partner/leads/:leadId" element={form} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const field = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'));

async function paste(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

/** A lead typed in full, as the reviewer typed it. */
async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, /Company name/, "Müller & Söhne's Großhandel GmbH");
  await paste(user, 'Address line 1', 'Hafenstraße 12');
  await paste(user, 'Address line 2', 'Hamburg');
  await paste(user, /Contact name/, "Siobhán O'Connor-Ní Bhriain");
  await paste(user, /E-mail address/, 'siobhan@mueller.example');
  await paste(user, 'Phone number', '+49 40 123456');
  await paste(user, 'Job title', 'Einkaufsleiterin');
  await paste(user, 'Division', 'Logistik');
  await user.click(box('Address Lookup'));
  await paste(user, 'Address Lookup quantity', '20000');
  await user.click(within(await screen.findByRole('group', { name: 'Address Lookup options' })).getByRole('checkbox', { name: 'CRM' }));
  await user.click(box('Address Cleanse'));
  await paste(user, 'Address Cleanse quantity', '50000');
  await user.clear(field(/Probability/));
  await paste(user, /Probability/, '80');
  await fillDate(/Close date/, '31/03/2027');
  await user.click(box('Joint meeting wanted'));
  await paste(user, 'Description', 'Two warehouses, one in Hamburg.\nWants a joint meeting in January.');
}

describe('the lead form, when the session ends mid-form', () => {
  afterEach(() => {
    sessionStore.signOut();
    vi.restoreAllMocks();
  });

  it('opens a new lead again with everything typed, after the session is lost and the same person signs in', async () => {
    sessionStore.signIn(sessionUser({ id: '3', userName: 'partner@northwind.example' }));
    const user = userEvent.setup();
    const view = openForm('/partner/leads/createlead');
    await fillEverything(user);
    // Submit lead refused as unauthenticated: the session ends, the login page replaces the form.
    sessionStore.expire();
    view.unmount();
    sessionStore.signIn(sessionUser({ id: '3', userName: 'partner@northwind.example' }));

    openForm('/partner/leads/createlead');
    expect(field(/Company name/).value).toBe("Müller & Söhne's Großhandel GmbH");
    expect([1, 2, 3, 4].map((line) => field(`Address line ${line}`).value)).toEqual(['Hafenstraße 12', 'Hamburg', '', '']);
    expect(field(/Contact name/).value).toBe("Siobhán O'Connor-Ní Bhriain");
    expect([/E-mail address/, 'Phone number', 'Job title', 'Division'].map((name) => field(name).value)).toEqual([
      'siobhan@mueller.example',
      '+49 40 123456',
      'Einkaufsleiterin',
      'Logistik',
    ]);
    expect([box('Address Lookup').checked, box('Payment Validation').checked, box('Address Cleanse').checked]).toEqual([true, false, true]);
    expect(field('Address Lookup quantity').value).toBe('20000');
    expect(field('Address Cleanse quantity').value).toBe('50000');
    const crm = within(await screen.findByRole('group', { name: 'Address Lookup options' })).getByRole<HTMLInputElement>('checkbox', { name: 'CRM' });
    expect(crm.checked).toBe(true);
    expect(field(/Probability/).value).toBe('80');
    expect(await dateShown(/Close date/)).toBe('31/03/2027');
    expect(box('Joint meeting wanted').checked).toBe(true);
    expect(field('Description').value).toBe('Two warehouses, one in Hamburg.\nWants a joint meeting in January.');
  });

  it('keeps no draft once the lead is submitted, or cancelled', async () => {
    sessionStore.signIn(sessionUser());
    const user = userEvent.setup();
    const submitted = vi.fn(async () => {});
    let view = openForm('/partner/leads/createlead', { onSubmit: submitted });
    await fillEverything(user);
    expect(drafts()).toEqual(['draft:7:newLead:101']);
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    view.unmount();
    expect(drafts()).toEqual([]);

    view = openForm('/partner/leads/createlead');
    expect(field(/Company name/).value).toBe('');
    await paste(user, /Company name/, 'Quayside Fish');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    view.unmount();
    expect(drafts()).toEqual([]);
    openForm('/partner/leads/createlead');
    expect(field(/Company name/).value).toBe('');
  });

  it("fills a lead's form with that lead's draft only", async () => {
    sessionStore.signIn(sessionUser());
    const user = userEvent.setup();
    const greenfield = leadFormFrom(lead('602', 'Greenfield Homes'));
    let view = openForm('/partner/leads/602', { initial: greenfield });
    await user.clear(field(/Company name/));
    await paste(user, /Company name/, 'Greenfield Homes Ltd');
    await paste(user, 'Description', 'Signed for three years.');
    view.unmount();

    view = openForm('/partner/leads/603', { initial: leadFormFrom(lead('603', 'Harbour Books')) });
    expect(field(/Company name/).value).toBe('Harbour Books');
    expect(field('Description').value).toBe('');
    view.unmount();
    view = openForm('/partner/leads/createlead');
    expect(field(/Company name/).value).toBe('');
    view.unmount();

    openForm('/partner/leads/602', { initial: greenfield });
    expect(field(/Company name/).value).toBe('Greenfield Homes Ltd');
    expect(field('Description').value).toBe('Signed for three years.');
    expect(field('Address line 1').value).toBe('2 Meadow Court');
  });

  it("shows nobody another user's draft", async () => {
    sessionStore.signIn(sessionUser({ id: '8', userName: 'member@acme.example' }));
    const user = userEvent.setup();
    const view = openForm('/partner/leads/createlead');
    await paste(user, /Company name/, 'Quayside Fish');
    sessionStore.expire();
    view.unmount();
    sessionStore.signIn(sessionUser());
    openForm('/partner/leads/createlead');
    expect(field(/Company name/).value).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import type { CurrentAccount } from '../../lib/current-account';
import { fakeGateway, type FakeRequest } from '../../test/fake-gateway';
import { Component as CreateLead } from './create-lead-route';
import { fillDate } from '../../test/date-field';

const northwind: CurrentAccount = {
  partner: { id: '101', name: 'Northwind Partners', type: 'partner', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  organisation: null,
  account: null,
  territory: 'uk',
};

const options = [
  { __typename: 'LeadOption', id: '1', option: 'CRM', requirement: 'Address Lookup' },
  { __typename: 'LeadOption', id: '2', option: 'Website checkout', requirement: 'Address Lookup' },
  { __typename: 'LeadOption', id: '3', option: 'Deduplication', requirement: 'Address Cleanse' },
  // One word as long as an option may be (200 characters).
  { __typename: 'LeadOption', id: '4', option: 'Geocoding'.repeat(22) + 'Ge', requirement: 'Address Cleanse' },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCreateLead(answer: (request: FakeRequest) => unknown, path = '/partner/leads/createlead') {
  const gateway = fakeGateway((request) => {
    if (request.operationName === 'LeadFormOptions') return { data: { leadOptions: options } };
    return answer(request) as { data: unknown };
  });
  render(
    <ApolloProvider client={gateway.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={northwind} />}>
            <Route
              path="*"
              element={
                <>
                  <CreateLead />
                  <Where />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return gateway;
}

const created = (variables: Record<string, unknown>) => ({
  data: {
    createLead: {
      __typename: 'Lead',
      id: '777',
      partnerId: '101',
      status: 'open',
      openDate: '2026-11-23T18:00:00.000Z',
      ...(variables.input as object),
      services: (variables.input as { services: object[] }).services.map((row) => ({ __typename: 'LeadService', ...row })),
    },
  },
});

/** Pastes rather than types: the same change to the form, far fewer events on a loaded machine. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** What is written under a field, as a screen reader reads it with the field. */
function underField(name: string) {
  const described = screen.getByRole('textbox', { name }).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
}

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await typeInto(user, screen.getByRole('textbox', { name: /Company name/ }), 'Quayside Fish');
  await typeInto(user, screen.getByRole('textbox', { name: /Contact name/ }), 'Quinn Quay');
  await typeInto(user, screen.getByRole('textbox', { name: /E-mail address/ }), 'quinn@quayside.example');
  await fillDate(/Close date/, '31/03/2027');
}

describe('Create Lead', () => {
  it("sends the services chosen with their quantities and their options, then opens the new lead's page", async () => {
    const gateway = renderCreateLead(({ operationName, variables }) => (operationName === 'CreateLead' ? created(variables) : { data: { partnerLeads: [] } }));
    const user = userEvent.setup();
    await fillCompany(user);
    await user.click(screen.getByRole('checkbox', { name: 'Address Lookup' }));
    await typeInto(user, screen.getByRole('textbox', { name: 'Address Lookup quantity' }), '20000');
    await user.click(within(await screen.findByRole('group', { name: 'Address Lookup options' })).getByRole('checkbox', { name: 'CRM' }));
    await user.click(screen.getByRole('checkbox', { name: 'Address Cleanse' }));
    await typeInto(user, screen.getByRole('textbox', { name: 'Address Cleanse quantity' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/partner/leads/777'));
    expect(gateway.of('CreateLead')[0]?.variables).toEqual({
      partnerId: '101',
      input: {
        companyName: 'Quayside Fish',
        companyAddress: [],
        contactName: 'Quinn Quay',
        email: 'quinn@quayside.example',
        phoneNumber: '',
        jobTitle: '',
        division: '',
        services: [
          { service: 'Address Lookup', quantity: 20000 },
          { service: 'Address Cleanse', quantity: 50000 },
        ],
        integrations: ['CRM'],
        enrichments: [],
        cleansing: [],
        probability: 50,
        closeDate: '2027-03-31',
        jointMeeting: false,
        description: '',
      },
    });
  });

  it('wraps an option of one long word inside the form instead of widening the page', async () => {
    renderCreateLead(() => ({ data: { partnerLeads: [] } }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Address Cleanse' }));
    const long = within(await screen.findByRole('group', { name: 'Address Cleanse options' })).getByRole('checkbox', { name: options[3]?.option });
    const label = getComputedStyle(long.closest('label')!);
    expect({ overflowWrap: label.overflowWrap, minWidth: label.minWidth }).toEqual({ overflowWrap: 'anywhere', minWidth: '0' });
  });

  it('stays on the home family of pages when opened from home', async () => {
    renderCreateLead(
      ({ operationName, variables }) => (operationName === 'CreateLead' ? created(variables) : { data: { partnerLeads: [] } }),
      '/home/createlead',
    );
    const user = userEvent.setup();
    await fillCompany(user);
    await user.click(screen.getByRole('checkbox', { name: 'Payment Validation' }));
    await typeInto(user, screen.getByRole('textbox', { name: 'Payment Validation quantity' }), '100');
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/leads/777'));
  });

  it("asks for a quantity for each service ticked, and shows the service's refusal above the form", async () => {
    const gateway = renderCreateLead(() => ({
      errors: [
        { message: 'x', extensions: { code: 'BAD_REQUEST', action: 'submit the lead', msg: 'companyAddress may have at most 6 lines', upstreamStatus: 400 } },
      ],
    }));
    const user = userEvent.setup();
    await fillCompany(user);
    await user.click(screen.getByRole('checkbox', { name: 'Address Lookup' }));
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));
    await screen.findByText('Enter how many, from 1 to 1,000,000,000');
    expect(gateway.of('CreateLead')).toHaveLength(0);

    await typeInto(user, screen.getByRole('textbox', { name: 'Address Lookup quantity' }), '5');
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit the lead: companyAddress may have at most 6 lines');
    expect(screen.getByTestId('where').textContent).toBe('/partner/leads/createlead');
  });

  it.each(['5000000000', '2000000000'])('says under the quantity that %s is more than the gateway takes, and sends nothing', async (quantity) => {
    const gateway = renderCreateLead(({ variables }) => created(variables));
    const user = userEvent.setup();
    await fillCompany(user);
    await user.click(screen.getByRole('checkbox', { name: 'Address Lookup' }));
    await typeInto(user, screen.getByRole('textbox', { name: 'Address Lookup quantity' }), quantity);
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));
    await waitFor(() => expect(underField('Address Lookup quantity')).toBe('Enter how many, from 1 to 1,000,000,000'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gateway.of('CreateLead')).toHaveLength(0);
  });

  it("shows the gateway's refusal of a field under that field, counting only the services sent, not in a banner", async () => {
    const message = 'quantity must be a whole number from 1 to 1000000000, not 999.';
    const gateway = renderCreateLead(() => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.services[1].quantity' } }] }));
    const user = userEvent.setup();
    await fillCompany(user);
    await user.click(screen.getByRole('checkbox', { name: 'Address Lookup' }));
    await typeInto(user, screen.getByRole('textbox', { name: 'Address Lookup quantity' }), '20');
    await user.click(screen.getByRole('checkbox', { name: 'Address Cleanse' }));
    await typeInto(user, screen.getByRole('textbox', { name: 'Address Cleanse quantity' }), '999');
    await user.click(screen.getByRole('button', { name: 'Submit lead' }));
    // The second service sent is the form's third line.
    await waitFor(() => expect(underField('Address Cleanse quantity')).toBe(message));
    expect(underField('Address Lookup quantity')).not.toBe(message);
    expect(screen.queryByText(`Failed to submit the lead: ${message}`)).toBeNull();
    expect(gateway.of('CreateLead')).toHaveLength(1);
    expect(screen.getByTestId('where').textContent).toBe('/partner/leads/createlead');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, refused, renderScreen, type FakeRequest } from '../../test/render-screen';
import { EditAccountForm } from './edit-account-form';

const acmeMain = {
  __typename: 'Group' as const,
  id: '103',
  name: 'Acme Main',
  type: 'account' as const,
  territory: 'uk' as const,
  address1: '1 Acme Way',
  address2: '',
  address3: '',
  address4: '',
  town: 'Manchester',
  county: 'Greater Manchester',
  postcode: 'M1 1AA',
  country: 'United Kingdom',
};

function respond({ variables }: FakeRequest) {
  const input = variables.input as Record<string, string>;
  if (input.name === 'Taken') return refused('update the group', 'Not allowed to change that group', 'FORBIDDEN');
  return { data: { updateGroup: { ...acmeMain, ...input, subtype: null, pendingOwnership: false, parentName: 'Acme Ltd', charity: null } } };
}

const name = () => screen.getByRole('textbox', { name: 'Name' });

/** What is written under a field, as a screen reader reads it with the field. */
function underField(label: string) {
  const described = screen.getByRole('textbox', { name: label }).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
}

/** The gateway's refusal of one field of `GroupDetailsInput`, named by its path in the input (docs/api-errors.md). */
const refusedField = (argument: string, message: string) => () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', argument } }] });

describe('Edit Account', () => {
  it('sends the name and address, then goes back to the account', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<EditAccountForm group={acmeMain} returnTo="/administration/account" />, { client: gateway.client, path: '/administration/account/edit' });
    await user.clear(name());
    await user.type(name(), 'Acme Headquarters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/administration/account'));
    expect(gateway.of('UpdateGroup')[0]?.variables).toEqual({
      groupId: '103',
      input: {
        name: 'Acme Headquarters',
        address1: '1 Acme Way',
        address2: '',
        address3: '',
        address4: '',
        town: 'Manchester',
        county: 'Greater Manchester',
        postcode: 'M1 1AA',
        country: 'United Kingdom',
      },
    });
  });

  it('asks for a name before sending', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<EditAccountForm group={acmeMain} returnTo="/administration/account" />, { client: gateway.client });
    await user.clear(name());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a name');
    expect(gateway.requests).toHaveLength(0);
  });

  it("shows the service's refusal above the form and stays", async () => {
    const user = userEvent.setup();
    renderScreen(<EditAccountForm group={acmeMain} returnTo="/administration/account" />, {
      client: fakeGateway(respond).client,
      path: '/administration/account/edit',
    });
    await user.clear(name());
    await user.type(name(), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update the group: Not allowed to change that group');
    expect(screen.getByTestId('where').textContent).toBe('/administration/account/edit');
  });

  it("shows the gateway's refusal of a name a group beside it has under Name, not above the form, and stays", async () => {
    const message = 'Acme Ltd already holds a group named "Acme Web": choose another name.';
    const gateway = fakeGateway(refusedField('input.name', message));
    const user = userEvent.setup();
    renderScreen(<EditAccountForm group={acmeMain} returnTo="/administration/account" />, { client: gateway.client, path: '/administration/account/edit' });
    await user.clear(name());
    await user.type(name(), 'acme web');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(underField('Name')).toBe(message));
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/administration/account/edit');
  });

  it("shows the gateway's refusal of an address line under that line only", async () => {
    const message = 'This has an invisible control character (U+202E, right-to-left override): remove it.';
    const gateway = fakeGateway(refusedField('input.postcode', message));
    const user = userEvent.setup();
    renderScreen(<EditAccountForm group={acmeMain} returnTo="/administration/account" />, { client: gateway.client, path: '/administration/account/edit' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(underField('Postcode')).toBe(message));
    expect(underField('Name')).not.toBe(message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts an emoji as one character, as the gateway does: 120 are sent, 201 are refused under the field', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<EditAccountForm group={acmeMain} returnTo="/administration/account" />, { client: gateway.client, path: '/administration/account/edit' });
    const town = screen.getByRole('textbox', { name: 'Town' });
    const typeTown = async (text: string) => {
      await user.clear(town);
      await user.click(town);
      await user.paste(text);
    };
    // 201 characters, 402 UTF-16 units.
    await typeTown('🏢'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('At most 200 characters');
    expect(gateway.requests).toHaveLength(0);
    // 120 characters, 240 UTF-16 units: within the 200 the service keeps.
    await typeTown('🏢'.repeat(120));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/administration/account'));
    expect((gateway.of('UpdateGroup')[0]?.variables.input as { town: string }).town).toBe('🏢'.repeat(120));
  });

  it('calls the town a suburb and the county a state in australia', () => {
    renderScreen(<EditAccountForm group={{ ...acmeMain, territory: 'australia' }} returnTo="/administration/account" />, {
      client: fakeGateway(respond).client,
    });
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'State' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Town' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'County' })).toBeNull();
  });
});

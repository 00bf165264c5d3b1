import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditUserForm_UserFragment } from '../../gql/graphql';
import { sessionStore } from '../../lib/session/session-store';
import { storageKeys } from '../../lib/storage-keys';
import { fakeGateway, renderScreen, type FakeRequest } from '../../test/render-screen';
import { sessionUser } from '../../test/session-user';
import { EditUserForm } from './edit-user-form';

// My Settings → Edit details: what is typed outlives a session that ends mid-form (lib/form-draft.ts).

const owner: EditUserForm_UserFragment = {
  id: '7',
  email: 'owner@acme.example',
  personalName: 'Olive Owner',
  companyName: 'Acme Ltd',
  address1: '1 Acme Way',
  address2: null,
  address3: null,
  address4: null,
  town: 'Manchester',
  county: null,
  postcode: 'M1 1AA',
  country: 'United Kingdom',
};

function respond({ operationName, variables }: FakeRequest) {
  if (operationName !== 'UpdateUser') throw new Error(`Not expected: ${operationName}`);
  const input = variables.input as Record<string, string>;
  return {
    data: {
      updateUser: { __typename: 'User', ...owner, ...input, name: owner.email, territory: 'uk', createTimestamp: null, updateTimestamp: null },
    },
  };
}

const openDetails = (user = owner) => {
  const gateway = fakeGateway(respond);
  return { gateway, view: renderScreen(<EditUserForm user={user} />, { client: gateway.client, path: `/user/${user.id}/edit` }) };
};
const field = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'));

/** Another tab of the browser logs out: this one follows the session they share. */
function logOutInAnotherTab() {
  localStorage.removeItem(storageKeys.authDetails);
  window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authDetails }));
}

async function change(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(field(/Personal name/));
  await user.type(field(/Personal name/), "Olive O'Brien-Ní Dhuibhir");
  await user.type(field('Address line 2'), 'Unit 4');
}

describe('Edit details, when the session ends mid-form', () => {
  afterEach(() => sessionStore.signOut());

  it('opens again with what was typed after another tab logs out and the same person signs in', async () => {
    sessionStore.signIn(sessionUser());
    const user = userEvent.setup();
    const { view } = openDetails();
    await change(user);
    logOutInAnotherTab();
    expect(sessionStore.get()).toBeNull();
    view.unmount();
    sessionStore.signIn(sessionUser());

    openDetails();
    expect(field(/Personal name/).value).toBe("Olive O'Brien-Ní Dhuibhir");
    expect(field('Address line 2').value).toBe('Unit 4');
    // The rest as the record holds it.
    expect([field(/Company name/).value, field('Address line 1').value, field(/Country/).value]).toEqual(['Acme Ltd', '1 Acme Way', 'United Kingdom']);
  });

  it('keeps no draft once the details are saved, or cancelled', async () => {
    sessionStore.signIn(sessionUser());
    const user = userEvent.setup();
    const { gateway, view } = openDetails();
    await change(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/7'));
    expect(gateway.of('UpdateUser')[0]?.variables.input).toMatchObject({ personalName: "Olive O'Brien-Ní Dhuibhir", address2: 'Unit 4' });
    view.unmount();
    expect(drafts()).toEqual([]);

    const again = openDetails();
    await user.type(field('Address line 3'), 'Floor 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    again.view.unmount();
    expect(drafts()).toEqual([]);
    openDetails();
    expect(field('Address line 3').value).toBe('');
  });

  it("shows nobody another user's draft", async () => {
    sessionStore.signIn(sessionUser({ id: '8', userName: 'member@acme.example' }));
    const user = userEvent.setup();
    const { view } = openDetails({ ...owner, id: '8', email: 'member@acme.example' });
    await change(user);
    sessionStore.expire();
    view.unmount();
    sessionStore.signIn(sessionUser());
    openDetails();
    expect(field(/Personal name/).value).toBe('Olive Owner');
    expect(field('Address line 2').value).toBe('');
  });
});

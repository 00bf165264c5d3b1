import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerError } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameActionsContext, type FrameActions } from '../../lib/frame-actions';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionUser } from '../../lib/session/session-user';
import { sessionUser } from '../../test/session-user';
import { acmeMain, fakeGateway, renderScreen, type FakeRequest } from '../../test/render-screen';
import { Component as OrganisationWizard } from './organisation-wizard-route';

/** The user server as the wizard's calls reach it: groups numbered from 500 as they are made. */
function groupsService() {
  let nextId = 500;
  return fakeGateway((request: FakeRequest) => {
    switch (request.operationName) {
      case 'WizardCreateGroup': {
        const input = request.variables.input as { type: string };
        const id = String(nextId++);
        const accountId = input.type === 'organisation' ? String(nextId++) : null;
        return { data: { createGroup: { __typename: 'CreatedGroup', id, accountId } } };
      }
      case 'WizardUpdateGroup': {
        const { groupId, input } = request.variables as { groupId: string; input: { name: string } };
        const group = {
          __typename: 'Group',
          id: groupId,
          name: input.name,
          address1: null,
          address2: null,
          town: null,
          county: null,
          postcode: null,
          country: null,
        };
        return { data: { updateGroup: group } };
      }
      case 'WizardOwnerSearch':
        return {
          data: {
            search: {
              __typename: 'SearchResults',
              filter: 'koala',
              users: {
                __typename: 'SearchUserPage',
                total: 2,
                items: [
                  { __typename: 'User', id: '40', name: 'koala@koala.example', personalName: 'Kim Koala', companyName: 'Koala Pty', territory: 'australia' },
                  { __typename: 'User', id: '41', name: 'koala.fan@acme.example', personalName: 'Kit Fan', companyName: null, territory: 'uk' },
                ],
              },
            },
          },
        };
      default:
        return { errors: [{ message: `unexpected ${request.operationName}` }] };
    }
  });
}

/** The portal's server answering 502 to the groups' reload, as a balancer does when the gateway is away. */
const badGateway = () => new ServerError('Response not successful: Received status code 502', { response: new Response(null, { status: 502 }), bodyText: '' });

function renderWizard(user: SessionUser, frame: FrameActions) {
  sessionStore.signIn(user);
  const gateway = groupsService();
  renderScreen(
    <FrameActionsContext.Provider value={frame}>
      <OrganisationWizard />
    </FrameActionsContext.Provider>,
    { client: gateway.client, current: acmeMain(), path: '/organisationwizard' },
  );
  return gateway;
}

const createdOrganisations = (gateway: ReturnType<typeof groupsService>) =>
  gateway.of('WizardCreateGroup').filter((request) => (request.variables.input as { type: string }).type === 'organisation');

afterEach(() => {
  // The wizard's steps follow the signed-in user: it goes before they do.
  cleanup();
  sessionStore.signOut();
});

describe('the Creation Wizard', () => {
  it('creates the organisation once: after a failed switch, the button only switches to it again', async () => {
    const switched: string[] = [];
    let switchFailures = 1;
    const frame: FrameActions = {
      chooseGroup: async () => false,
      showGroup: async (groupId) => {
        if (switchFailures-- > 0) throw badGateway();
        switched.push(groupId);
      },
    };
    const gateway = renderWizard(sessionUser({ id: '9', userName: 'solo@solo.example' }), frame);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Organisation name'), 'Fail Test D');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Account 1 name'), '{Control>}a{/Control}First');
    for (const [index, name] of [
      [2, 'Second'],
      [3, 'Third'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add another account' }));
      await user.type(screen.getByLabelText(`Account ${index} name`), name);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    expect((await screen.findByRole('alert')).textContent).toBe("Failed to switch to the new organisation: the portal's server answered 502");
    expect(screen.getByText('Fail Test D and its accounts have been created, but the portal has not switched to it yet.')).toBeTruthy();
    expect(createdOrganisations(gateway)).toHaveLength(1);
    expect(gateway.of('WizardCreateGroup')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Switch to the new organisation' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    expect(switched).toEqual(['501']);
    expect(createdOrganisations(gateway)).toHaveLength(1);
    expect(gateway.of('WizardCreateGroup')).toHaveLength(3);
  });

  it("starts a staff member's organisation in the chosen owner's country, shown with each user found", async () => {
    const frame: FrameActions = { chooseGroup: async () => false, showGroup: async () => {} };
    const gateway = renderWizard(sessionUser({ id: '3', userName: 'sales@provider.example', roles: ['sales'] }), frame);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Name or e-mail address'), 'koala');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const owners = await screen.findByRole('radiogroup', { name: 'Owner' });
    expect(
      within(owners)
        .getAllByText(/^Territory: /)
        .map((territory) => territory.textContent),
    ).toEqual(['Territory: Australia', 'Territory: United Kingdom']);
    await user.click(within(owners).getByRole('radio', { name: /^koala@koala\.example/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Australia');
    await user.type(screen.getByLabelText('Organisation name'), 'Koala Two');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    expect(createdOrganisations(gateway).map((request) => request.variables.input)).toEqual([
      { userId: '40', type: 'organisation', name: 'Koala Two', country: 'Australia' },
    ]);
  });

  it('keeps a country staff typed when they choose another owner', async () => {
    const frame: FrameActions = { chooseGroup: async () => false, showGroup: async () => {} };
    renderWizard(sessionUser({ id: '3', userName: 'sales@provider.example', roles: ['sales'] }), frame);
    const user = userEvent.setup();
    const chooseOwner = async (name: RegExp) => {
      await user.type(screen.getByLabelText('Name or e-mail address'), 'koala');
      await user.click(screen.getByRole('button', { name: 'Find' }));
      await user.click(within(await screen.findByRole('radiogroup', { name: 'Owner' })).getByRole('radio', { name }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    };

    await chooseOwner(/^koala@koala\.example/);
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'New Zealand');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await chooseOwner(/^koala\.fan@acme\.example/);

    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('New Zealand');
  });
});

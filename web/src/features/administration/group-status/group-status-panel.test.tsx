import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../../../components/dialogs/dialog-host';
import { sessionStore } from '../../../lib/session/session-store';
import type { SessionUser } from '../../../lib/session/session-user';
import { GroupStatusPanel } from './group-status-panel';

interface Request {
  operationName: string;
  variables: Record<string, unknown>;
}
type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

interface Charity {
  number: string;
  status: 'pending' | 'valid' | 'notValid';
  isPostalOperatorDiscount: boolean;
  isOSDiscount: boolean;
}

/** A sandbox in small: Solo Main inside Solo Traders, whose status the fake gateway keeps and changes. */
function soloGateway(options: {
  isOwner: boolean;
  refuse?: Record<string, string>;
  /** An operation the gateway refuses a field of, with BAD_USER_INPUT naming it (`input.charityPSLNumber`). */
  refuseField?: Record<string, { argument: string; message: string }>;
}) {
  const solo = { subtype: null as 'corporate' | null, charity: null as Charity | null };
  const organisation = () => ({
    __typename: 'Group',
    id: '110',
    name: 'Solo Traders',
    type: 'organisation',
    subtype: solo.subtype,
    isOwner: options.isOwner,
    charity: solo.charity && { __typename: 'Charity', ...solo.charity },
  });
  const requests: Request[] = [];
  const answer = (request: Request): Answer => {
    const refusal = options.refuse?.[request.operationName];
    if (refusal) return { errors: [{ message: refusal, extensions: { code: 'BAD_REQUEST', msg: refusal, upstreamStatus: 400 } }] };
    const refusedField = options.refuseField?.[request.operationName];
    if (refusedField) return { errors: [{ message: refusedField.message, extensions: { code: 'BAD_USER_INPUT', argument: refusedField.argument } }] };
    switch (request.operationName) {
      case 'GroupStatus':
        return {
          data: {
            groupStatus: {
              __typename: 'Group',
              id: '111',
              name: 'Solo Main',
              type: 'account',
              subtype: null,
              isOwner: options.isOwner,
              charity: null,
              parent: { ...organisation(), parent: null },
            },
          },
        };
      case 'EnableCorporate':
        solo.subtype = 'corporate';
        return { data: { enableCorporate: organisation() } };
      case 'DisableCorporate':
        solo.subtype = null;
        return { data: { disableCorporate: organisation() } };
      case 'UpdateCharity': {
        const input = request.variables.input as Omit<Charity, 'status' | 'number'> & { charityPSLNumber: string };
        solo.charity = {
          number: input.charityPSLNumber,
          status: 'pending',
          isPostalOperatorDiscount: input.isPostalOperatorDiscount,
          isOSDiscount: input.isOSDiscount,
        };
        return { data: { updateCharity: organisation() } };
      }
      case 'ConfirmCharity':
        solo.charity = { ...solo.charity!, status: request.variables.isValid ? 'valid' : 'notValid' };
        return { data: { confirmCharity: organisation() } };
      default:
        return { errors: [{ message: `Unexpected ${request.operationName}` }] };
    }
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables };
        requests.push(request);
        queueMicrotask(() => {
          observer.next(answer(request) as ApolloLink.Result);
          observer.complete();
        });
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests, of: (name: string) => requests.filter((r) => r.operationName === name) };
}

function signInAs(roles: SessionUser['roles']) {
  sessionStore.signIn({ jwt: 'jwt', id: '5', userName: 'someone@example.com', recycleDate: 0, roles, territory: 'uk', validated: true });
}

function renderPanel(gateway: ReturnType<typeof soloGateway>) {
  return render(
    <ApolloProvider client={gateway.client}>
      <GroupStatusPanel groupId="111" />
      <DialogHost />
    </ApolloProvider>,
  );
}

afterEach(() => sessionStore.signOut());

describe('GroupStatusPanel', () => {
  it("lets the owner promote an account's organisation to corporate and back", async () => {
    const user = userEvent.setup();
    signInAs(['account']);
    const gateway = soloGateway({ isOwner: true });
    renderPanel(gateway);
    const corporate = await screen.findByRole('region', { name: 'Corporate status' });
    expect(within(corporate).getByText('Solo Traders is not a corporate organisation.')).toBeTruthy();
    await user.click(within(corporate).getByRole('button', { name: 'Promote to corporate' }));
    expect(await within(corporate).findByText('Solo Traders is a corporate organisation.')).toBeTruthy();
    expect(gateway.of('EnableCorporate').map((request) => request.variables)).toEqual([{ groupId: '110' }]);
    await user.click(within(corporate).getByRole('button', { name: 'Remove corporate status' }));
    expect(await within(corporate).findByText('Solo Traders is not a corporate organisation.')).toBeTruthy();
    // Migration is for staff only.
    expect(screen.queryByRole('region', { name: 'Migration' })).toBeNull();
  });

  it("shows the service's refusal in place, in the product's words", async () => {
    const user = userEvent.setup();
    signInAs(['account']);
    const refusal = 'Invalid group subtype. Only non corporate organisations can have their corporate status enabled';
    renderPanel(soloGateway({ isOwner: true, refuse: { EnableCorporate: refusal } }));
    await user.click(await screen.findByRole('button', { name: 'Promote to corporate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to enable the corporate status: ${refusal}`);
  });

  it('sets a charity number pending verification, refusing a blank one before sending', async () => {
    const user = userEvent.setup();
    signInAs(['account']);
    const gateway = soloGateway({ isOwner: true });
    renderPanel(gateway);
    const charity = await screen.findByRole('region', { name: 'Charity status' });
    expect(within(charity).getByText('Not a charity')).toBeTruthy();
    await user.click(within(charity).getByRole('button', { name: 'Set charity number' }));
    expect(await within(charity).findByText('Enter the charity number')).toBeTruthy();
    expect(gateway.of('UpdateCharity')).toEqual([]);
    await user.type(within(charity).getByRole('textbox', { name: 'Charity number' }), ' 2200456 ');
    await user.click(within(charity).getByRole('checkbox', { name: 'Ordnance Survey discount' }));
    await user.click(within(charity).getByRole('button', { name: 'Set charity number' }));
    expect(await within(charity).findByText('Pending verification')).toBeTruthy();
    expect(gateway.of('UpdateCharity')[0]?.variables).toEqual({
      groupId: '110',
      input: { charityPSLNumber: '2200456', isPostalOperatorDiscount: false, isOSDiscount: true },
    });
    expect(within(charity).queryByRole('button', { name: 'Confirm valid' })).toBeNull();
  });

  it("shows the gateway's refusal of the charity number under it, not above the form", async () => {
    const user = userEvent.setup();
    signInAs(['account']);
    const message = 'This has an invisible control character (U+202E, right-to-left override): remove it.';
    const gateway = soloGateway({ isOwner: true, refuseField: { UpdateCharity: { argument: 'input.charityPSLNumber', message } } });
    renderPanel(gateway);
    const charity = await screen.findByRole('region', { name: 'Charity status' });
    const number = within(charity).getByRole('textbox', { name: 'Charity number' });
    await user.type(number, '2200456');
    await user.click(within(charity).getByRole('button', { name: 'Set charity number' }));
    await waitFor(() => expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(charity).queryByRole('alert')).toBeNull();
    expect(gateway.of('UpdateCharity')).toHaveLength(1);
  });

  it('lets staff confirm a charity and offers them migration', async () => {
    const user = userEvent.setup();
    signInAs(['admin']);
    const gateway = soloGateway({ isOwner: false });
    renderPanel(gateway);
    const charity = await screen.findByRole('region', { name: 'Charity status' });
    await user.type(within(charity).getByRole('textbox', { name: 'Charity number' }), '2200456');
    await user.click(within(charity).getByRole('button', { name: 'Confirm valid' }));
    expect(await within(charity).findByText('Valid')).toBeTruthy();
    expect(gateway.of('ConfirmCharity')[0]?.variables).toMatchObject({ groupId: '110', isValid: true });
    const migration = screen.getByRole('region', { name: 'Migration' });
    expect(within(migration).getByRole('button', { name: 'Migrate Solo Traders to partner' })).toBeTruthy();
  });

  it('only shows the status to someone who neither owns the organisation nor is staff', async () => {
    signInAs(['account']);
    renderPanel(soloGateway({ isOwner: false }));
    expect(await screen.findByText('Solo Traders is not a corporate organisation.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

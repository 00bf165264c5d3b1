import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createQueryPreloader } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '../lib/session/session-store';
import { routeTo, type RoutePath } from '../lib/navigation';
import { GatewayRequestContext } from '../lib/gateway-request';
import { dialogStore } from '../components/dialogs/dialog-store';
import { fakeGatewayRequest } from '../test/fake-gateway-request';
import { fakeGateway, type FakeRequest } from '../features/applications/test-support';
import { portalRoutes } from './router';
import { selectionOf } from './access/group-tree';
import { selectionStore } from './shell/selection-store';
import { sessionUser, shellGroup } from './shell/frame-test-support';
import { toGroupView } from './shell/shell-query';

// The real route tree of the portal, with a fake gateway behind it: what each page is titled, and
// whether a screen's data is asked for the account the frame shows.

const acme = shellGroup({
  id: '20',
  name: 'Acme Ltd',
  type: 'organisation',
  isOwner: true,
  children: [
    { id: '30', name: 'Acme Main', type: 'account', isOwner: true },
    { id: '31', name: 'Acme Web', type: 'account', isOwner: true },
  ],
});
// A member of one account: the owner-only pages refuse them.
const memberOnly = shellGroup({ id: '30', name: 'Acme Main', type: 'account', isMember: true });

function answer(groups: Record<string, unknown>) {
  return ({ operationName, variables }: FakeRequest) => {
    if (operationName === 'Shell') return { data: { myGroups: [groups] } };
    if (operationName === 'AddressDatasets') {
      return {
        data: {
          addressDatasets: [
            {
              __typename: 'AddressDataset',
              ref: `paf-${String(variables.accountId)}`,
              name: `Datasets of ${String(variables.accountId)}`,
              international: false,
            },
          ],
        },
      };
    }
    if (operationName === 'BureauFileResults') {
      return {
        data: {
          bureauFile: {
            __typename: 'BureauFile',
            id: String(variables.fileId),
            name: 'march-customers.csv',
            status: 'uploaded',
            upload: { __typename: 'BureauFileUpload', rowCount: 2000, testRowCount: 300 },
            settings: null,
            testResults: null,
            costs: null,
            fullResults: null,
            progress: { __typename: 'BureauFileProgress', status: 'uploaded', processedRecords: 0, totalRecords: null, percent: 0 },
            downloadUrl: null,
            duplicatesDownloadUrl: null,
          },
        },
      };
    }
    return { data: null };
  };
}

async function visit(path: string, groups: Record<string, unknown> = acme) {
  const gateway = fakeGateway(answer(groups));
  const signedInClient = { client: gateway.client, preloadQuery: createQueryPreloader(gateway.client) };
  const router = createMemoryRouter(
    portalRoutes(async () => signedInClient),
    { initialEntries: [`/portal${path}`], basename: '/portal' },
  );
  // The public pages send their requests without Apollo; none of these tests makes one.
  const publicRequests = fakeGatewayRequest(() => ({ errors: [{ message: 'No public request was expected' }] }));
  await act(async () => {
    render(
      <GatewayRequestContext value={publicRequests.request}>
        <RouterProvider router={router} />
      </GatewayRequestContext>,
    );
  });
  return Object.assign(gateway, { router });
}

const titleBecomes = (title: string) => waitFor(() => expect(document.title).toBe(title));

afterEach(() => {
  sessionStore.signOut();
  dialogStore.closeAll();
  document.title = '';
});

describe('the title of every page', () => {
  it('names a public page from the route table', async () => {
    await visit('/resetpassword');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await titleBecomes('Reset Password · Data Portal');
  });

  it('names a signed-in screen from the route table', async () => {
    sessionStore.signIn(sessionUser());
    await visit('/applications/emailvalidation');
    await screen.findByRole('heading', { level: 1, name: 'Email Validation' });
    await titleBecomes('Email Validation · Data Portal');
  });

  it("names a page whose screen knows it better by that name: an address file's page by the file", async () => {
    sessionStore.signIn(sessionUser());
    await visit('/applications/addresscleanse/file/7');
    await screen.findByRole('heading', { level: 1, name: 'march-customers.csv' });
    await titleBecomes('march-customers.csv · Data Portal');
  });

  it('says a refused page is not available, and which page it is', async () => {
    sessionStore.signIn(sessionUser());
    await visit('/reporting/summary', memberOnly);
    await screen.findByTestId('refusal');
    await titleBecomes('Not Available: Summary · Data Portal');
  });

  it('heads a refused page with its name, as the one level-1 heading, above the refusal', async () => {
    sessionStore.signIn(sessionUser());
    await visit('/shop', memberOnly);
    const refusal = await screen.findByTestId('refusal');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Shop']);
    expect(refusal.textContent).toBe('This page is not currently available while using this account. Please switch to another account or return home.');
  });

  it('calls a page hidden for want of a role exactly what it calls a page that does not exist', async () => {
    sessionStore.signIn(sessionUser());
    await visit('/search');
    await screen.findByText('Oops, the page does not exist');
    await titleBecomes('Page Not Found · Data Portal');
    document.title = '';

    await visit('/no/such/page');
    await titleBecomes('Page Not Found · Data Portal');
  });
});

describe("a screen's data", () => {
  it('is asked for as the page opens, for the account the frame acts for, and again when the account changes', async () => {
    sessionStore.signIn(sessionUser({ accountId: '30' }));
    const gateway = await visit('/applications/addresslookup');
    await screen.findByRole('option', { name: 'Datasets of 30' });
    expect(gateway.of('AddressDatasets').map((request) => request.variables)).toEqual([{ accountId: '30' }]);

    // Change Account keeps the choice in the selection store; the frame and the loader both read it.
    const tree = [toGroupView(acme as Parameters<typeof toGroupView>[0])];
    act(() => selectionStore.remember(selectionOf([tree[0], tree[0].children[1]])));
    await screen.findByRole('option', { name: 'Datasets of 31' });
    expect(gateway.of('AddressDatasets').map((request) => request.variables)).toEqual([{ accountId: '30' }, { accountId: '31' }]);
  });
});

describe("the frame's groups", () => {
  it("are asked for once as a screen opens: the route loader's request serves the frame", async () => {
    sessionStore.signIn(sessionUser({ accountId: '30' }));
    const gateway = await visit('/applications/addresslookup');
    await screen.findByRole('option', { name: 'Datasets of 30' });
    await screen.findByTestId('account-bar-account-name');
    expect(gateway.of('Shell')).toHaveLength(1);
  });

  it('are asked for again when the frame is shown again in the same page, back from a page outside it', async () => {
    sessionStore.signIn(sessionUser({ accountId: '30' }));
    const groups = shellGroup({
      id: '20',
      name: 'Acme Ltd',
      type: 'organisation',
      isOwner: true,
      children: [{ id: '30', name: 'Acme Main', type: 'account', isOwner: true }],
    });
    const gateway = await visit('/applications/addresslookup', groups);
    await waitFor(() => expect(screen.getByTestId('account-bar-account-name').textContent).toBe('Acme Main'));

    // Renamed elsewhere (another tab, a colleague) while this page shows Page Not Found, outside the frame.
    (groups.children as Record<string, unknown>[])[0]!.name = 'Acme Renamed';
    await act(() => gateway.router.navigate('/no/such/page'));
    await screen.findByText('Oops, the page does not exist');
    await act(() => gateway.router.navigate('/applications/addresslookup'));
    await waitFor(() => expect(screen.getByTestId('account-bar-account-name').textContent).toBe('Acme Renamed'));
    expect(gateway.of('Shell')).toHaveLength(2);
  });
});

describe('route keys', () => {
  it('are checked against the route table', () => {
    const known: RoutePath = '/applications/addresslookup';
    // @ts-expect-error: a path that is not a row of the route table is not a route key
    const misspelt: RoutePath = '/applications/adresslookup';
    expect([known, misspelt]).toHaveLength(2);
    expect(routeTo('/user/:userId', { userId: '7' })).toBe('/user/7');
    // @ts-expect-error: a route's parameters are named by its pattern
    expect(() => routeTo('/user/:userId', { accountId: '7' })).toThrow();
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameActionsContext, type FrameActions } from '../../lib/frame-actions';
import { Component as SearchScreen } from './search-route';

interface Request {
  operationName: string;
  variables: { filter: string; offset: number; limit: number };
}

type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A client whose requests `answer` handles in place of the gateway. */
function fakeGateway(answer: (request: Request) => Answer) {
  const requests: Request[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables as Request['variables'] };
        requests.push(request);
        queueMicrotask(() => {
          observer.next(answer(request) as ApolloLink.Result);
          observer.complete();
        });
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

const page = (items: object[], total = items.length) => ({ total, items });
/** A parent of a group result, as the search asks for it. */
const above = (id: string, type: string, subtype: string | null, parent: object | null = null) => ({ __typename: 'Group', id, type, subtype, parent });
const northwind = above('101', 'partner', null);
const acmeGroups = [
  {
    __typename: 'Group',
    id: '102',
    name: 'Acme Ltd',
    type: 'organisation',
    subtype: 'corporate',
    parentName: 'Northwind Partners',
    territory: 'uk',
    parent: northwind,
  },
  {
    __typename: 'Group',
    id: '103',
    name: 'Acme Main',
    type: 'account',
    subtype: null,
    parentName: 'Acme Ltd',
    territory: 'uk',
    parent: above('102', 'organisation', 'corporate', northwind),
  },
];
const referralCo = above('107', 'partner', 'referrer');
const refcoGroups = [
  { __typename: 'Group', id: '107', name: 'Referral Co', type: 'partner', subtype: 'referrer', parentName: null, territory: 'uk', parent: null },
  { __typename: 'Group', id: '108', name: 'Refco Client', type: 'organisation', subtype: null, parentName: 'Referral Co', territory: 'uk', parent: referralCo },
  {
    __typename: 'Group',
    id: '109',
    name: 'Refco Main',
    type: 'account',
    subtype: null,
    parentName: 'Refco Client',
    territory: 'uk',
    parent: above('108', 'organisation', null, referralCo),
  },
];
const soloMain = {
  __typename: 'Group',
  id: '111',
  name: 'Solo Main',
  type: 'account',
  subtype: null,
  parentName: 'Solo Traders',
  territory: 'uk',
  parent: above('110', 'organisation', null, null),
};
const acmeUsers = [{ __typename: 'User', id: '1', name: 'owner@acme.example', personalName: 'Olive Owner', companyName: 'Acme Ltd', locked: false }];

/** The gateway's answers for a search: groups and users for acme, nothing else. */
function acme(request: Request): Answer {
  const { filter, offset, limit } = request.variables;
  const found = filter === 'acme';
  const slice = (items: object[]) => page(items.slice(offset, offset + limit), items.length);
  if (request.operationName === 'SearchTokens')
    return { data: { search: { __typename: 'SearchResults', tokens: { __typename: 'SearchTokenPage', ...page([]) } } } };
  if (request.operationName === 'SearchGroups')
    return { data: { search: { __typename: 'SearchResults', groups: { __typename: 'SearchGroupPage', ...slice(found ? acmeGroups : []) } } } };
  return { data: { search: { __typename: 'SearchResults', users: { __typename: 'SearchUserPage', ...slice(found ? acmeUsers : []) } } } };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** How the frame around the screen acts for a group; each test that opens one says. */
let chooseGroup: FrameActions['chooseGroup'] = async () => false;

function renderAt(path: string, answer: (request: Request) => Answer = acme) {
  const gateway = fakeGateway(answer);
  render(
    <ApolloProvider client={gateway.client}>
      <MemoryRouter initialEntries={[path]}>
        <FrameActionsContext.Provider value={{ chooseGroup: (groupId) => chooseGroup(groupId), showGroup: async () => {} }}>
          <Routes>
            <Route path="/search" element={<SearchScreen />} />
            <Route path="/search/:searchFilter" element={<SearchScreen />} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </FrameActionsContext.Provider>
        <Where />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return gateway;
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

afterEach(() => {
  chooseGroup = async () => false;
});

describe('Account Search', () => {
  it('puts the search in the address and shows what it found, grouped', async () => {
    const user = userEvent.setup();
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  acme ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: /^Acme Ltd/ })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/search/acme');
    expect(within(section('Groups')).getByText('(2)')).toBeTruthy();
    expect(
      within(section('Users'))
        .getByRole('link', { name: /owner@acme\.example/ })
        .getAttribute('href'),
    ).toBe('/user/1');
    expect(within(section('Tokens')).getByText('No tokens match "acme".')).toBeTruthy();
  });

  it('refuses a blank search before asking the gateway', async () => {
    const user = userEvent.setup();
    const gateway = renderAt('/search');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type part of a name, an e-mail address or a token tag')).toBeTruthy();
    expect(gateway.requests).toEqual([]);
  });

  it('says so where nothing matches', async () => {
    renderAt('/search/nothing');
    expect(await screen.findByText('No groups match "nothing".')).toBeTruthy();
    expect(screen.getByText('No users match "nothing".')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('nothing');
  });

  it('pages through thousands of matches a page at a time, with the total', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5_000 }, (_, i) => ({ ...acmeUsers[0], id: String(i + 1), name: `user${i + 1}@many.example` }));
    const gateway = renderAt('/search/many', (request) =>
      request.operationName === 'SearchUsers'
        ? {
            data: {
              search: {
                __typename: 'SearchResults',
                users: {
                  __typename: 'SearchUserPage',
                  ...page(many.slice(request.variables.offset, request.variables.offset + request.variables.limit), many.length),
                },
              },
            },
          }
        : acme(request),
    );
    const users = await screen.findByRole('region', { name: /^Users/ });
    expect(await within(users).findByText('(5,000)')).toBeTruthy();
    expect(within(users).getAllByRole('link')).toHaveLength(10);
    await user.click(within(users).getByRole('button', { name: 'Go to next page' }));
    expect(await within(users).findByRole('link', { name: /user11@many\.example/ })).toBeTruthy();
    expect(gateway.requests.filter((request) => request.operationName === 'SearchUsers').map((request) => request.variables.offset)).toEqual([0, 10]);
    expect(gateway.requests.filter((request) => request.operationName === 'SearchGroups')).toHaveLength(1);
  });

  it("shows the gateway's refusal in place, and tries again", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAt('/search/acme', (request) =>
      fail && request.operationName === 'SearchGroups'
        ? { errors: [{ message: 'The user server did not answer in time', extensions: { code: 'UPSTREAM_TIMEOUT', action: 'search', msg: null } }] }
        : acme(request),
    );
    const groups = await screen.findByRole('region', { name: /^Groups/ });
    expect(await within(groups).findByText('Failed to search: The user server did not answer in time')).toBeTruthy();
    fail = false;
    await user.click(within(groups).getByRole('button', { name: 'Try again' }));
    expect(await within(groups).findByRole('link', { name: /^Acme Ltd/ })).toBeTruthy();
  });

  it('opens a group by acting for it first, then its account administration', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    chooseGroup = async (groupId) => {
      chosen.push(groupId);
      return true;
    };
    renderAt('/search/acme');
    await user.click(await screen.findByRole('link', { name: /^Acme Ltd/ }));
    expect(chosen).toEqual(['102']);
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/administration/account');
  });

  // A referrer partner's groups have no administration ("Referrer partners lack ... administration"):
  // the result led to /administration/account, which refused them. Their usage summary is theirs.
  it.each([
    ['Referral Co', '107'],
    ['Refco Client', '108'],
    ['Refco Main', '109'],
  ])("opens %s, a referrer partner's group, on its usage summary", async (name, id) => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    chooseGroup = async (groupId) => {
      chosen.push(groupId);
      return true;
    };
    renderAt('/search/refco', (request) =>
      request.operationName === 'SearchGroups'
        ? { data: { search: { __typename: 'SearchResults', groups: { __typename: 'SearchGroupPage', ...page(refcoGroups) } } } }
        : acme(request),
    );
    const link = await screen.findByRole('link', { name: new RegExp(`^${name}`) });
    expect(link.getAttribute('href')).toBe('/reporting/summary');
    await user.click(link);
    expect(chosen).toEqual([id]);
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/reporting/summary');
  });

  it("opens other partners' groups, and a group under no partner, on their account administration", async () => {
    renderAt('/search/main', (request) =>
      request.operationName === 'SearchGroups'
        ? { data: { search: { __typename: 'SearchResults', groups: { __typename: 'SearchGroupPage', ...page([...acmeGroups, soloMain]) } } } }
        : acme(request),
    );
    for (const name of ['Acme Ltd', 'Acme Main', 'Solo Main']) {
      expect((await screen.findByRole('link', { name: new RegExp(`^${name}`) })).getAttribute('href')).toBe('/administration/account');
    }
  });

  it("opens a token's account on its tokens screen", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    chooseGroup = async (groupId) => {
      chosen.push(groupId);
      return true;
    };
    const website = {
      __typename: 'SearchToken',
      id: '301',
      accountId: '103',
      accountName: 'Acme Main',
      tag: 'website',
      locked: false,
      userName: 'owner@acme.example',
    };
    renderAt('/search/website', (request) =>
      request.operationName === 'SearchTokens'
        ? { data: { search: { __typename: 'SearchResults', tokens: { __typename: 'SearchTokenPage', ...page([website]) } } } }
        : acme(request),
    );
    await user.click(await screen.findByRole('link', { name: /^website/ }));
    expect(chosen).toEqual(['103']);
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/administration/tokens');
  });

  it('stays and says why when the group cannot be acted for', async () => {
    const user = userEvent.setup();
    renderAt('/search/acme');
    await user.click(await screen.findByRole('link', { name: /^Acme Main/ }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Acme Main is not among the groups you can act for. Reload the page to see the latest groups.',
    );
    expect(screen.getByTestId('where').textContent).toBe('/search/acme');
  });
});

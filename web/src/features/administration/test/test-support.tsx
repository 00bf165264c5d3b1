import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { CurrentAccount } from '../../../lib/current-account';

// Administration's screens in a test: a fake gateway that answers each request by its operation,
// and what the signed-in frame gives a screen (the current account, a router).

export interface FakeRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface FakeAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A client whose every request goes to `answer`; `requests` records them. */
export function fakeGateway(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables };
        requests.push(request);
        void Promise.resolve(answer(request)).then((result) => {
          observer.next(result as ApolloLink.Result);
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } } });
  return { client, requests, of: (name: string) => requests.filter((r) => r.operationName === name) };
}

export const acmeMain = (): CurrentAccount => ({
  partner: null,
  organisation: { id: '102', name: 'Acme Ltd', type: 'organisation', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  account: { id: '103', name: 'Acme Main', type: 'account', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  territory: 'uk',
});

/** Shows where the screen has navigated to. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const theme = createTheme();

/** Renders `screen` as the frame would, at `path`. */
export function renderScreen(
  screen: ReactNode,
  { client, current = acmeMain(), path = '/' }: { client: ApolloClient; current?: CurrentAccount; path?: string },
) {
  return render(
    <ThemeProvider theme={theme}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Outlet context={current} />}>
              <Route
                path="*"
                element={
                  <>
                    {screen}
                    <Where />
                  </>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
}

/** The error a refusal of the gateway arrives as. */
export const refused = (action: string, msg: string, code = 'BAD_REQUEST'): FakeAnswer => ({
  errors: [{ message: msg, extensions: { code, action, msg, upstreamStatus: 400 } }],
});

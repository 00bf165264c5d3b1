import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { CurrentAccount } from '../lib/current-account';
import { acmeMain } from './acme-main';
import type { FakeAnswer } from './fake-gateway';

export { acmeMain, koalaMain } from './acme-main';
export { fakeGateway, type FakeAnswer, type FakeRequest } from './fake-gateway';

// Administration's screens in a test: a fake gateway that answers each request by its operation,
// and what the signed-in frame gives a screen (the current account, a router).

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

/** The error a refusal of the gateway arrives as; `reason` for one by a route guard's rule. */
export const refused = (action: string, msg: string, code = 'BAD_REQUEST', reason?: string): FakeAnswer => ({
  errors: [{ message: `Cannot ${action}: ${msg}`, extensions: { code, action, msg, upstreamStatus: 400, ...(reason ? { reason } : {}) } }],
});

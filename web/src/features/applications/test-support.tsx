import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { render } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { acmeMain } from '../../test/acme-main';
export { acmeMain } from '../../test/acme-main';
export { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';
export { renderRoute } from '../../test/render-route';

/** Renders a screen inside what the signed-in frame gives it: the client and the current account. */
export function renderScreen(screen: ReactNode, { client, current = acmeMain() }: { client: ApolloClient; current?: CurrentAccount }) {
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={current} />}>
            <Route index element={screen} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

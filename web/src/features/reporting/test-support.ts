import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { CurrentAccount } from '../../lib/current-account';

export { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';

// The reporting screens in a test: what the signed-in frame gives a screen (the current account,
// a router with the report's query string) around a fake gateway.

export const acmeMain = (): CurrentAccount => ({
  partner: null,
  organisation: { id: '102', name: 'Acme Ltd', type: 'organisation', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  account: { id: '103', name: 'Acme Main', type: 'account', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  territory: 'uk',
});

export const koalaMain = (): CurrentAccount => ({
  partner: null,
  organisation: { id: '120', name: 'Koala Pty', type: 'organisation', territory: 'australia', isOwner: true, isMember: false, pendingOwnership: false },
  account: { id: '121', name: 'Koala Main', type: 'account', territory: 'australia', isOwner: true, isMember: false, pendingOwnership: false },
  territory: 'australia',
});

/** Shows the address the screen is at, query included. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const theme = createTheme();

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

/** Daily points from `first` (yyyy-mm-dd) with these clicks, as the gateway lists them. */
export function dailyPoints(first: string, clicks: readonly number[]) {
  const start = Date.parse(`${first}T00:00:00Z`);
  return clicks.map((value, index) => ({ __typename: 'UsagePoint', period: new Date(start + index * 86_400_000).toISOString(), clicks: value }));
}

/** What a CSV export handed the browser: the file's name and text. */
export function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, text: readBlob(blob).then((text) => text.replace(/^\uFEFF/, '')) });
    else click.call(this);
  };
  return { files, restore: () => (HTMLAnchorElement.prototype.click = click) };
}

/** A blob's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

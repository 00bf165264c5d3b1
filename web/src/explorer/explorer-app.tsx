import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { graphqlExamples } from '../lib/api-examples';
import { storageKeys } from '../lib/storage-keys';
import { accountDataset, territoryDatasets } from './example-dataset';
import { exampleTab } from './example-tabs';
import { keepTabsAccessible } from './accessible-tabs';
import { letEditorsBeLeft, listLeavingKeys, tabMovesFocusKey } from './editor-keys';
import { examplesPlugin, wideScreen } from './examples-plugin';
import { explorerFetcher } from './explorer-fetcher';
import { currentSession, exampleAccountId, sessionFetch } from './session-fetch';

const send = sessionFetch();
const fetcher = explorerFetcher(send);
// The account's own address dataset, else the signed-in person's territory's (example-dataset.ts).
const datasetOf = async (accountId: string | null) => {
  const session = currentSession();
  return (accountId ? await accountDataset(accountId, send) : null) ?? (session ? territoryDatasets[session.territory] : null);
};
const tabKey = tabMovesFocusKey();
const examples = examplesPlugin(() => exampleAccountId(currentSession()), datasetOf);

// Signing in or out in a portal tab changes what this one says (and which token it sends).
const subscribe = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};
const storedSession = () => localStorage.getItem(storageKeys.authDetails);

/** The explorer: who it acts as, where the guide and the schema file are, and GraphiQL. */
export function ExplorerApp() {
  const stored = useSyncExternalStore(subscribe, storedSession);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read when what is stored changes
  const session = useMemo(() => currentSession(), [stored]);
  // Used only where nothing is kept from an earlier visit: GraphiQL keeps the person's own tabs.
  const firstTabs = useMemo(() => [exampleTab(graphqlExamples[0]!, exampleAccountId(currentSession()))], []);
  const main = useRef<HTMLElement>(null);
  useEffect(() => keepTabsAccessible(main.current!), []);
  useEffect(() => letEditorsBeLeft(main.current!), []);
  useEffect(() => listLeavingKeys(), []);

  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>GraphQL Explorer</h1>
        <p className="explorer-identity" role="status">
          {session ? (
            <>
              Signed in as <b>{session.userName}</b>: operations run as you. To use another token, set <code>Authorization</code> in Headers.
            </>
          ) : (
            <>
              Not signed in: put <code>{'{"Authorization": "Bearer <token>"}'}</code> in Headers (Export API Token in the portal gives one), or{' '}
              <a href="/portal/login">sign in to the portal</a>.
            </>
          )}
        </p>
        <p className="explorer-keys">
          In an editor Tab indents: <kbd>Escape</kbd> leaves it
          {tabKey && (
            <>
              , or <kbd>{tabKey.replace('-', '+')}</kbd> makes Tab move on
            </>
          )}
          .
        </p>
        <nav aria-label="Explorer links" className="explorer-links">
          <a href="/portal/helpcentre/devDocsHelpGuide">Developers’ guide</a>
          <a href="/graphql/schema.graphql">Schema (SDL)</a>
          <a href="/portal/">Portal</a>
        </nav>
      </header>
      <main className="explorer-main" ref={main}>
        <GraphiQL
          fetcher={fetcher}
          plugins={[examples, HISTORY_PLUGIN]}
          defaultTabs={firstTabs}
          visiblePlugin={wideScreen() ? examples : undefined}
          defaultEditorToolsVisibility="variables"
        >
          <GraphiQL.Logo>Data Portal</GraphiQL.Logo>
        </GraphiQL>
      </main>
    </div>
  );
}

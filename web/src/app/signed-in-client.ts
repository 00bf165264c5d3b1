import { createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient, type ApolloClientOptions } from '../lib/apollo/client';
import { cacheHolder } from '../lib/apollo/cache-holder';
import { helpTipStore } from '../components/help-tips/help-tip-store';

/** The signed-in screens' Apollo client, and the preloader their route loaders start queries with. */
export interface SignedInClient {
  client: ApolloClient;
  preloadQuery: PreloadQueryFunction;
}

/**
 * Made once, by portal-client.ts, the first time a signed-in screen needs it: this module and
 * Apollo come with it, not with the login page. Help tips wait while any of its requests runs.
 * From then on its cache is kept to the person signed in: whenever the session ends or becomes
 * someone else's, the groups and screens' data cached for the previous one are forgotten.
 */
export function createSignedInClient(session: Pick<ApolloClientOptions, 'token' | 'onUnauthenticated'>): SignedInClient {
  const client = createApolloClient({ ...session, onBusyChange: (busy) => helpTipStore.setBusy(busy, 'apollo') });
  cacheHolder(client);
  return { client, preloadQuery: createQueryPreloader(client) };
}

import { createApolloClient } from '../lib/apollo/client';
import { sessionStore } from '../lib/session/session-store';
import { openDialog } from '../components/dialogs/dialog-store';
import { sessionEndedDialog } from '../components/failure/failure-presentation';
import { helpTipStore } from '../components/help-tips/help-tip-store';

/**
 * The one GraphQL client of the portal, made before the router so that route loaders can start
 * queries with it. A 401 anywhere ends the session once, and says so.
 */
export function createPortalClient() {
  const client = createApolloClient({
    token: () => sessionStore.get()?.jwt,
    onUnauthenticated: () => {
      if (!sessionStore.get()) return;
      sessionStore.signOut();
      void client.clearStore();
      void openDialog(sessionEndedDialog);
    },
    onBusyChange: (busy) => helpTipStore.setBusy(busy, 'apollo'),
  });
  return client;
}

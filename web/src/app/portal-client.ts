import { createGatewayRequest, type GatewayRequestOptions } from '../lib/gateway-request';
import { sessionStore } from '../lib/session/session-store';
import { openDialog } from '../components/dialogs/dialog-store';
import { sessionEndedDialog } from '../components/failure/failure-presentation';
import type { SignedInClient } from './signed-in-client';

// How the portal talks to the gateway: the public pages and the session's renewal with single
// requests (lib/gateway-request.ts), the signed-in screens with Apollo Client, whose code is
// fetched the first time one of them opens. Both send the session's token, and a 401 from either
// ends the session once, and says so. The person did not ask for that: signing in again takes them
// back to the page, and what they typed there is kept (sessionStore.expire).

let signedInClient: Promise<SignedInClient> | null = null;

const session: GatewayRequestOptions = {
  token: () => sessionStore.get()?.jwt,
  onUnauthenticated: () => {
    if (!sessionStore.get()) return;
    sessionStore.expire();
    void openDialog(sessionEndedDialog);
  },
};

/** The requests of the public pages and of the session keeper. */
export const portalRequest = createGatewayRequest(session);

/** The Apollo client of the signed-in screens, made once; its code is fetched on the first call. */
export function loadSignedInClient(): Promise<SignedInClient> {
  signedInClient ??= import('./signed-in-client').then(
    ({ createSignedInClient }) => createSignedInClient(session),
    (error: unknown) => {
      signedInClient = null; // a failed download is tried again on the next navigation
      throw error;
    },
  );
  return signedInClient;
}

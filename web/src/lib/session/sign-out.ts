import type { ApolloClient } from '@apollo/client';
import { sessionStore } from './session-store';

/** Log Out: forget the user, their groups and their chosen partner, organisation and account. */
export async function signOut(client: ApolloClient) {
  sessionStore.signOut();
  await client.clearStore();
}

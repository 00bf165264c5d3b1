import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { finalize } from 'rxjs';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from './failure';
import { portalWordsLink } from './portal-words';

export interface ApolloClientOptions {
  token: () => string | undefined;
  /** Any 401: the session is gone. Every other failure is the caller's to present (components/failure). */
  onUnauthenticated: () => void;
  /** True while any request is in flight (help tips wait for it). */
  onBusyChange?: (busy: boolean) => void;
}

export function createApolloClient({ token, onUnauthenticated, onBusyChange }: ApolloClientOptions) {
  let inFlight = 0;
  const track = (change: number) => {
    inFlight += change;
    onBusyChange?.(inFlight > 0);
  };
  const busy = new ApolloLink((operation, forward) => {
    track(1);
    return forward(operation).pipe(finalize(() => track(-1)));
  });

  const auth = new SetContextLink((previous) => {
    const jwt = token();
    return jwt ? { headers: { ...previous.headers, authorization: `Bearer ${jwt}` } } : {};
  });

  const errors = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  });

  return new ApolloClient({
    link: ApolloLink.from([busy, errors, portalWordsLink(), auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

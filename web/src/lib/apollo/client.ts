import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { failureText, isUnauthenticated } from './failure';

declare module '@apollo/client' {
  interface DefaultContext {
    /** What the operation does, in words for `Failed to {action}`, when the gateway does not say. */
    action?: string;
    /** The screen shows this operation's failure itself (a form error), so no dialog. */
    skipErrorDialog?: boolean;
  }
}

export interface ApolloClientOptions {
  token: () => string | undefined;
  /** Any 401: the session is gone. */
  onUnauthenticated: () => void;
  onFailure: (text: string) => void;
}

export function createApolloClient({ token, onUnauthenticated, onFailure }: ApolloClientOptions) {
  const auth = new SetContextLink((previous) => {
    const jwt = token();
    return jwt ? { headers: { ...previous.headers, authorization: `Bearer ${jwt}` } } : {};
  });

  const errors = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error)) {
      onUnauthenticated();
      return;
    }
    const context = operation.getContext();
    if (!context.skipErrorDialog) onFailure(failureText(error, context.action));
  });

  return new ApolloClient({
    link: ApolloLink.from([errors, auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

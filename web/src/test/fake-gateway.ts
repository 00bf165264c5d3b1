import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { portalWordsLink } from '../lib/apollo/portal-words';

// An Apollo client for tests whose requests go to a function instead of the gateway, so a test
// says what the gateway answers and reads what was asked.

/** One request as the fake gateway sees it. */
export interface FakeRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface FakeAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * A client whose every request goes to `answer`; `requests` records them, `of(name)` those of one
 * operation. Queries watch with cache-and-network, as the portal's own client does.
 */
export function fakeGateway(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables };
        requests.push(request);
        // An answer arriving after the request was given up (a component unmounted) goes nowhere.
        let cancelled = false;
        Promise.resolve(answer(request)).then(
          (result) => {
            if (cancelled) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => !cancelled && observer.error(error),
        );
        return () => {
          cancelled = true;
        };
      }),
  );
  // The portal's own words for the gateway's refusals, as the portal's client has them.
  const client = new ApolloClient({
    link: ApolloLink.from([portalWordsLink(), link]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return { client, requests, of: (name: string) => requests.filter((request) => request.operationName === name) };
}

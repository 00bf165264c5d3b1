import { createContext, useContext } from 'react';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { ApolloClientOptions } from './apollo/client';
import { isUnauthenticated } from './apollo/failure';

// One GraphQL request to the gateway without Apollo Client, for the pages that make a few
// requests and cache nothing: the public pages (sign in, register, reset the password, validate)
// and the session's renewal. Apollo Client and its cache are some 54 KB gzip, which the login page
// would otherwise load for one mutation. A request fails exactly as Apollo's HttpLink fails one
// (the same error classes, read the same way), so lib/apollo/failure.ts and components/failure
// present both alike, and a 401 ends the session through the same handler.

/** Sends `document` with `variables` and resolves to its data; rejects as Apollo Client would. */
export type GatewayRequest = <Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  ...variables: Record<string, never> extends Variables ? [variables?: Variables] : [variables: Variables]
) => Promise<Result>;

export type GatewayRequestOptions = Pick<ApolloClientOptions, 'token' | 'onUnauthenticated'> & {
  uri?: string;
  /** The browser's fetch where not given (a test gives its own gateway). */
  fetch?: typeof fetch;
};

/** What the browser asks for, as Apollo's HttpLink asks: the GraphQL media type first, so that an error status still brings the errors. */
const accept = 'application/graphql-response+json,application/json;q=0.9';

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/** The document's text, which the build gives every document (web/graphql-documents-plugin.ts). */
function sourceOf(document: DocumentNode): string {
  const source = document.loc?.source.body;
  if (!source) throw new Error(`The document ${operationName(document) ?? ''} has no source text: is graphqlDocumentSources in the Vite config?`);
  return source;
}

/** The answer's body as Apollo's HttpLink reads it (parseAndCheckHttpResponse): the same statuses fail the same way. */
async function readAnswer(response: Response, name: string | undefined): Promise<FormattedExecutionResult> {
  const bodyText = await response.text();
  const graphqlMediaType = response.headers.get('content-type')?.includes('application/graphql-response+json') ?? false;
  if (!graphqlMediaType && response.status >= 300)
    throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
  let answer: unknown;
  try {
    answer = JSON.parse(bodyText);
  } catch (error) {
    throw new ServerParseError(error, { response, bodyText });
  }
  if (typeof answer !== 'object' || answer === null || !('data' in answer || 'errors' in answer)) {
    throw new ServerError(`Server response was malformed for query '${name}'.`, { response, bodyText });
  }
  return answer as FormattedExecutionResult;
}

export function createGatewayRequest({
  token,
  onUnauthenticated,
  uri = '/graphql',
  fetch: send = (...args) => fetch(...args),
}: GatewayRequestOptions): GatewayRequest {
  return async (document, ...[variables]) => {
    const name = operationName(document);
    const jwt = token();
    try {
      const response = await send(uri, {
        method: 'POST',
        headers: { accept, 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
        body: JSON.stringify({ operationName: name, variables: variables ?? {}, query: sourceOf(document) }),
      });
      const answer = await readAnswer(response, name);
      if (answer.errors?.length) throw new CombinedGraphQLErrors(answer);
      if (answer.data === undefined || answer.data === null) throw new Error('The portal did not answer');
      return answer.data as never;
    } catch (error) {
      if (isUnauthenticated(error)) onUnauthenticated();
      throw error;
    }
  };
}

/** The request function of the app, given by its providers (as ApolloProvider gives the client). */
export const GatewayRequestContext = createContext<GatewayRequest | null>(null);

export function useGatewayRequest(): GatewayRequest {
  const request = useContext(GatewayRequestContext);
  if (!request) throw new Error('useGatewayRequest needs a GatewayRequestContext above it');
  return request;
}

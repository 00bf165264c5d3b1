import { createGraphiQLFetcher, type Fetcher, type FetcherOpts, type FetcherParams } from '@graphiql/toolkit';
import { getOperationAST } from 'graphql';
import { createClient, NetworkError, type ExecutionResult } from 'graphql-sse';

/** An answer as graphql-sse yields it. */
type Result = ExecutionResult<Record<string, unknown>, Record<string, unknown>>;

/**
 * What the explorer runs operations with: queries and mutations go to /graphql, subscriptions to
 * /graphql/stream, where the gateway pushes each update over server-sent events (graphql-sse's
 * protocol). Both are sent with `send`, so they carry the same headers: the session's token, or
 * whatever the person wrote in the Headers editor.
 */
export function explorerFetcher(send: typeof fetch): Fetcher {
  const http = createGraphiQLFetcher({ url: '/graphql', fetch: send });
  return (params, opts) => (isSubscription(params, opts) ? stream(params, opts, send) : http(params, opts));
}

function isSubscription(params: FetcherParams, opts?: FetcherOpts): boolean {
  return !!opts?.documentAST && getOperationAST(opts.documentAST, params.operationName ?? undefined)?.operation === 'subscription';
}

/**
 * One stream for one run: each update is shown as it comes, and Stop (or running again) closes
 * it. A refusal (a document the gateway will not run, for one) is shown as the gateway's own
 * answer, as a refused query on /graphql is, and not retried.
 */
function stream(params: FetcherParams, opts: FetcherOpts | undefined, send: typeof fetch): AsyncIterableIterator<Result> {
  const client = createClient({ url: '/graphql/stream', fetchFn: send, headers: opts?.headers ?? {}, retryAttempts: 0 });
  const results = client.iterate<Record<string, unknown>, Record<string, unknown>>({
    query: params.query,
    variables: params.variables,
    operationName: params.operationName ?? undefined,
  });
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    // After a refusal the stream is over: the next call answers done.
    next: () => results.next().catch(async (error: unknown) => ({ done: false, value: await refusal(error) })),
    return: () => results.return!(),
  };
}

async function refusal(error: unknown): Promise<Result> {
  const response = error instanceof NetworkError ? (error.response as Response | undefined) : undefined;
  if (!response) throw error;
  return (await response.json().catch(() => Promise.reject(error))) as Result;
}

import { performance } from 'node:perf_hooks';
import { HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { handOverRun, type RanQuery } from '../compiled-execution';
import { runsWithinClickBudget } from '../limits/click-budget';
import { afterAnswers } from '../operations/after-answers';
import type { GatewayMetrics } from '../operations/metrics';
import { requestLogOf } from '../operations/request-log';

/**
 * Distinct query texts kept beyond the web app's own (which are all kept: some 150 documents);
 * past this the oldest goes, and comes back through Apollo.
 */
const MOST_TEXTS = 500;
/** A longer text is left to Apollo every time (its document store still keeps the parse). */
const LONGEST_TEXT = 10_000;
/** Distinct Accept values whose answer type is kept (clients send a handful). */
const MOST_ACCEPT_VALUES = 100;

/**
 * A query text Apollo has already parsed, validated and run, answered without Apollo's request
 * pipeline the next times it comes (docs/request-path.md, "Known queries"). Apollo's pipeline
 * costs a search some 0.1 ms (its SHA-256 of the text, the Accept header's negotiation, its hooks
 * and awaits) for work whose outcome is already known: the document's parse, validation and query
 * limits depend on its text alone, and the answer's type on the Accept value alone. What depends on
 * the request is done here as Apollo and the gateway's plugins do it: the click budget is asked
 * first, the compiled query runs with the request's context, and the operation is counted, timed
 * and named on the log line. Anything else is left to Apollo: a text or an Accept value not seen
 * yet, a body Apollo would refuse or read otherwise (persisted queries), variables that do not
 * coerce, a request the click budget refuses. A run that ends in errors is handed over to Apollo,
 * which answers with it (errors formatted and masked) without running it again.
 */
export interface KnownQueries {
  /** The compiled execution's `ran`: a text Apollo let run, as compiled code, for an operation name; `ahead` for the web app's. */
  ran(text: string, operationName: string | undefined, query: RanQuery, ahead: boolean): void;
  /** One of Apollo's answers: with status 200 its type is the one Apollo chooses for that Accept value. */
  answered(accept: string | undefined, response: HTTPGraphQLResponse): void;
  /**
   * The answer to a POST body when its query is known, or undefined when it is Apollo's to
   * answer, with the context made through `contextOf` if any (the same one, should it be made here).
   */
  answer(body: unknown, accept: string | undefined, contextOf: () => object): Promise<HTTPGraphQLResponse | undefined> | undefined;
  /** Answers nothing from now on: the gateway is stopping, and Apollo refuses what comes. */
  close(): void;
}

export interface KnownQueriesOptions {
  schema: GraphQLSchema;
  maxClicks: number;
  metrics: GatewayMetrics;
}

export function knownQueries({ schema, maxClicks, metrics }: KnownQueriesOptions): KnownQueries {
  // By text, then by the operation name the request gives ('' for none): the web app's, and the
  // others in the order they came, so that no caller's texts can push the web app's out.
  const webApp = new Map<string, Map<string, RanQuery>>();
  const queries = new Map<string, Map<string, RanQuery>>();
  // By Accept value, the headers of Apollo's answers to it: one map, only read (graphql-post.ts sends them).
  const answerHeaders = new Map<string, HeaderMap>();
  let open = true;

  const run = async (known: RanQuery, variables: Record<string, unknown>, context: object, headers: HeaderMap): Promise<HTTPGraphQLResponse | undefined> => {
    const started = performance.now();
    let outcome: Promise<ExecutionResult>;
    try {
      outcome = Promise.resolve(known.compiled.query(undefined, context, variables));
    } catch (error) {
      outcome = Promise.reject(error as Error);
    }
    const result = await outcome.catch(() => undefined);
    // Variables that did not coerce: nothing ran, and Apollo words it.
    if (result && !('data' in result)) return undefined;
    if (!result || result.errors !== undefined) {
      handOverRun(context, outcome);
      return undefined;
    }
    // What the gateway's observer plugin does for an operation that ran without errors (graphql-observer.ts).
    const name = known.operation.name?.value;
    const seconds = (performance.now() - started) / 1000;
    afterAnswers(() => metrics.graphqlOperation(name, 'query', 'ok', seconds));
    const log = requestLogOf(context);
    if (log && name) log.operation = name;
    // As Apollo writes a result (its default stringifyResult): errors, data, extensions, of which only data is here.
    return { status: 200, headers, body: { kind: 'complete', string: `${JSON.stringify({ data: result.data })}\n` } };
  };

  return {
    ran(text, operationName, query, ahead) {
      if (!open || text.length > LONGEST_TEXT) return;
      const kept = ahead ? webApp : queries;
      let byName = kept.get(text);
      if (!byName) {
        if (!ahead && queries.size >= MOST_TEXTS) queries.delete(queries.keys().next().value as string);
        byName = new Map();
        kept.set(text, byName);
      }
      byName.set(operationName ?? '', query);
    },
    answered(accept, response) {
      const type = response.headers.get('content-type');
      if ((response.status ?? 200) !== 200 || type === undefined) return;
      if (answerHeaders.size >= MOST_ACCEPT_VALUES && !answerHeaders.has(accept ?? '')) answerHeaders.clear();
      if (answerHeaders.get(accept ?? '')?.get('content-type') !== type) answerHeaders.set(accept ?? '', new HeaderMap([['content-type', type]]));
    },
    answer(body, accept, contextOf) {
      if (!open) return undefined;
      const request = plainRequest(body);
      if (!request) return undefined;
      const name = request.operationName ?? '';
      const known = webApp.get(request.query)?.get(name) ?? queries.get(request.query)?.get(name);
      const headers = answerHeaders.get(accept ?? '');
      if (!known || headers === undefined) return undefined;
      const variables = request.variables ?? {};
      if (!runsWithinClickBudget(schema, known.document, known.operation, variables, maxClicks)) return undefined;
      return run(known, variables, contextOf(), headers);
    },
    close() {
      open = false;
      webApp.clear();
      queries.clear();
    },
  };
}

/** What is read of a POST body, where Apollo would read it the same way and nothing else in it asks for more. */
interface PlainRequest {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

/**
 * A body Apollo would take as it is (runHttpQuery's checks), with no persisted query in its
 * extensions (Apollo's to look up): undefined for anything else, which Apollo answers or refuses.
 */
function plainRequest(body: unknown): PlainRequest | undefined {
  if (!isRecord(body)) return undefined;
  const { query, operationName, variables, extensions } = body;
  if (typeof query !== 'string') return undefined;
  // An empty name names no operation: Apollo refuses it ("Unknown operation named").
  if (operationName != null && (typeof operationName !== 'string' || operationName === '')) return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  if (extensions != null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return undefined;
  return { query, operationName: operationName ?? undefined, variables: variables ?? undefined };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, GraphQLError, Kind, visit, BREAK, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

export interface CompiledExecutionOptions {
  /**
   * Runs every operation with graphql's own `execute`: for a traced gateway, whose spans of the
   * execution and of each resolver come from OpenTelemetry's wrapping of that function.
   */
  interpretOnly?: boolean;
  /**
   * Told of each query text whose compiled code ran with variables that coerced: Apollo had parsed
   * and validated the text (the query limits included) and let it run (known-queries.ts). `ahead`
   * for the web app's own texts, compiled as the gateway starts (`compileAhead`).
   */
  ran?(text: string, operationName: string | undefined, query: RanQuery, ahead: boolean): void;
}

/** A query Apollo has let run, as compiled code. */
export interface RanQuery {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  compiled: CompiledQuery;
}

// What a request already ran outside Apollo (known-queries.ts), for Apollo to answer with: a symbol-keyed
// property, which the shallow copy of the context that Apollo hands the executor keeps.
const alreadyRun = Symbol('alreadyRun');
type RunHolder = object & { [alreadyRun]?: Promise<ExecutionResult> };

/**
 * Hands Apollo the outcome of a query already run for this request (its context), so that Apollo
 * answers with it, formatting and masking its errors, without running the query a second time.
 */
export function handOverRun(context: object, outcome: Promise<ExecutionResult>): void {
  (context as RunHolder)[alreadyRun] = outcome;
}

/** How often a document is run with graphql's `execute` before it is compiled. */
const RUNS_BEFORE_COMPILING = 1;

/** What is known of one parsed document: how often it ran, and its operations compiled so far. */
interface DocumentRuns {
  runs: number;
  /** By operation name ('' for the only one); null where the operation is left to `execute`. */
  compiled: Map<string, CompiledQuery | null>;
}

/**
 * Apollo Server's gateway interface around the gateway's own schema, so that queries run as code
 * compiled for their document by graphql-jit rather than through graphql's `execute`, which walks
 * the document anew for every request (some 12 µs of a one-call query's CPU against 1 µs
 * compiled; docs/request-path.md). Apollo does everything else as before: parsing and validation
 * once per distinct text (its document store), the query limits, plugins, error formatting and
 * masking; only the execution step is this executor.
 *
 * What graphql-jit compiles is what keeps every behaviour: queries (mutations run their fields
 * one after the other, and stay with `execute`) without introspection fields or directives. A
 * document is compiled on its second run, so one sent once costs no compilation (the web app's
 * own, known to come again, are compiled as the gateway starts: `compileAhead`); the compiled code
 * hangs off the parsed document, so it goes when Apollo's bounded document store lets that go.
 * Variables that do not coerce are reported by `execute` (its messages, which clients see), as
 * nothing has run yet; errors from the compiled code are made graphql's own errors, as Apollo
 * and the error masking expect.
 */
export interface CompiledExecution extends GatewayInterface {
  /**
   * Compiles a parsed document's queries now, before its first run, for a document known to be
   * sent again and again: the web app's, parsed as the gateway starts (web-app-documents.ts), so a
   * person's first search runs compiled code as the later ones do. Only for a document Apollo's
   * store holds (the compiled code is found by the parsed document itself), validated as Apollo
   * validates it: each query compiled is handed to `ran` with `text`, as if Apollo had run it.
   */
  compileAhead(document: DocumentNode, text: string): void;
  /**
   * Runs a document's compiled query once, after `compileAhead`, and drops its answer: V8 runs
   * the code graphql-jit wrote for the document (the variables' coercion, the arguments, the
   * resolver's call and the answer's making) for the first time here, not in a person's first
   * request, which would otherwise take some 0.4 to 0.6 ms more than the requests after it.
   * Only for variables that the document's resolvers refuse before they call, log or count
   * anything: the caller of this promises that. Resolves to whether compiled code ran (not for
   * a document left to `execute`, nor in a traced gateway).
   */
  runAhead(document: DocumentNode, variables: Record<string, unknown>, context: unknown): Promise<boolean>;
}

export function compiledExecution(schema: GraphQLSchema, options: CompiledExecutionOptions = {}): CompiledExecution {
  const documents = new WeakMap<DocumentNode, DocumentRuns>();

  // What graphql-jit cannot compile, or fails to, runs with execute.
  const compile = (document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    try {
      const made = compilable(document) ? compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true }) : null;
      return made && isCompiledQuery(made) ? made : null;
    } catch {
      return null;
    }
  };

  const compiledFor = (document: DocumentNode, operation: OperationDefinitionNode | undefined, operationName: string | undefined): CompiledQuery | null => {
    if (options.interpretOnly || operation?.operation !== 'query') return null;
    let known = documents.get(document);
    if (!known) {
      known = { runs: 0, compiled: new Map() };
      documents.set(document, known);
    }
    const key = operationName ?? '';
    const compiled = known.compiled.get(key);
    if (compiled !== undefined) return compiled;
    known.runs += 1;
    if (known.runs <= RUNS_BEFORE_COMPILING) return null;
    const usable = compile(document, operationName);
    known.compiled.set(key, usable);
    return usable;
  };

  const executor: Executor = async ({ document, operation, request, context }) => {
    const done = (context as RunHolder)[alreadyRun];
    if (done) return withGraphQLErrors(await done);
    const interpreted = () =>
      execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName }) as Promise<ExecutionResult>;
    const compiled = compiledFor(document, operation, request.operationName);
    if (!compiled) return interpreted();
    const result = await compiled.query(undefined, context, request.variables ?? {});
    // No data at all: the variables did not coerce, and nothing ran. graphql words that for clients.
    if (!('data' in result)) return interpreted();
    if (operation && request.query !== undefined) options.ran?.(request.query, request.operationName, { document, operation, compiled }, false);
    return withGraphQLErrors(result);
  };

  return {
    compileAhead(document, text) {
      if (options.interpretOnly || documents.has(document)) return;
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      const compiled = new Map<string, CompiledQuery | null>();
      for (const operation of operations) {
        if (operation.operation !== 'query') continue;
        const name = operation.name?.value;
        // Found by the name a request gives, or by none where the document holds one operation:
        // the same compiled query either way (Apollo Client gives the name, other clients may not).
        const made = compile(document, name);
        if (name !== undefined) compiled.set(name, made);
        if (operations.length === 1) compiled.set('', made);
        if (!made) continue;
        if (name !== undefined) options.ran?.(text, name, { document, operation, compiled: made }, true);
        if (operations.length === 1) options.ran?.(text, undefined, { document, operation, compiled: made }, true);
      }
      documents.set(document, { runs: RUNS_BEFORE_COMPILING, compiled });
    },
    async runAhead(document, variables, context) {
      // Found as a request without an operation name finds it (compileAhead keeps it for a document of one operation).
      const compiled = documents.get(document)?.compiled.get('');
      if (!compiled) return false;
      await compiled.query(undefined, context, variables);
      return true;
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
}

/** Whether graphql-jit may run the document: no introspection field (but `__typename`) and no directive. */
function compilable(document: DocumentNode): boolean {
  let plain = true;
  visit(document, {
    Field(field) {
      if (field.name.value.startsWith('__') && field.name.value !== '__typename') {
        plain = false;
        return BREAK;
      }
      return undefined;
    },
    Directive() {
      plain = false;
      return BREAK;
    },
  });
  return plain && document.definitions.every((definition) => definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION);
}

function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
}

/**
 * graphql-jit's error as graphql's own: its errors carry no `extensions` object where graphql's
 * always have one (Apollo reads its `code`), and are not made by graphql's class.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.constructor === GraphQLError) return error;
  const made = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  (made as { locations: GraphQLError['locations'] }).locations = error.locations;
  return made;
}

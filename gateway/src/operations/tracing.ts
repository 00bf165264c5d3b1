// OpenTelemetry traces, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts imports this
// module then, and nothing of OpenTelemetry otherwise). Spans: each HTTP request (the operations
// endpoints left out), each GraphQL parse, validation and execution, and each call to a service
// through undici. The OTEL_* variables (service name, headers, sampler) are the SDK's own.
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { pathOf } from './routes';

/** Span attributes that may hold a URL or its query string, which can carry a secret (a download link's ticket). */
const urlAttributes = ['http.target', 'http.url', 'url.full', 'url.query'];

/** Removes query strings from a finished span's URL attributes before it is exported. */
function redactQueries(attributes: Record<string, unknown>): void {
  for (const name of urlAttributes) {
    const value = attributes[name];
    if (typeof value !== 'string') continue;
    if (name === 'url.query') delete attributes[name];
    else attributes[name] = pathOf(value);
  }
}

/**
 * graphql-js's refusals of a document name the literal refused (`String cannot represent a non
 * string value: 98765`, `Syntax Error: Expected ":", found String "hunter2".`), which
 * `graphql.source` shows as `*`: it may be a password or a code typed without its quotes or its
 * colon. The refusal's kind stays.
 */
export function withoutLiterals(message: string): string {
  return message
    .replace(/(cannot represent[^:]*: |, found |Unexpected |got invalid value |but got: ).*$/s, '$1*')
    .replace(/^Value "(?:[^"\\]|\\.)*"/, 'Value *');
}

/** Takes the literals out of a finished span's exception events (graphql's validation event holds its errors as JSON). */
function redactExceptions(events: readonly { name: string; attributes?: Record<string, unknown> }[]): void {
  for (const { name, attributes } of events) {
    const message = attributes?.['exception.message'];
    if (name !== 'exception' || typeof message !== 'string') continue;
    if (attributes!['exception.type'] !== 'graphql.validation.error') {
      const redacted = withoutLiterals(message);
      attributes!['exception.message'] = redacted;
      // The stack's first line is the message again.
      const stack = attributes!['exception.stacktrace'];
      if (typeof stack === 'string') attributes!['exception.stacktrace'] = stack.replace(message, redacted);
      continue;
    }
    try {
      const errors = JSON.parse(message) as { message?: unknown }[];
      attributes!['exception.message'] = JSON.stringify(errors.map((error) => ({ ...error, message: withoutLiterals(String(error.message)) })));
    } catch {
      delete attributes!['exception.message'];
    }
  }
}

const notTraced = new Set(['/health', '/ready', '/metrics']);

/** Writes a document's bare words in value positions as * (bare-words.ts); set once tracing has started. */
let withoutBareWords: ((source: string) => string) | undefined;

/** Starts tracing; must run before the gateway's modules are imported, so their libraries are instrumented. */
export async function startTracing(): Promise<() => Promise<void>> {
  // Instruments ES modules as they are imported from now on.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK, tracing }, { OTLPTraceExporter }, { HttpInstrumentation }, { UndiciInstrumentation }, { GraphQLInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-graphql'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'portal-gateway',
    spanProcessors: [
      {
        onStart: () => undefined,
        onEnd: (span) => {
          const attributes = span.attributes as Record<string, unknown>;
          redactQueries(attributes);
          const source = attributes['graphql.source'];
          if (typeof source === 'string') attributes['graphql.source'] = withoutBareWords ? withoutBareWords(source) : '*';
          redactExceptions(span.events as { name: string; attributes?: Record<string, unknown> }[]);
        },
        forceFlush: () => Promise.resolve(),
        shutdown: () => Promise.resolve(),
      },
      new tracing.BatchSpanProcessor(new OTLPTraceExporter()),
    ],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req: IncomingMessage) => notTraced.has(pathOf(req.url)) }),
      // /ready's background checks of the services are not worth a trace each.
      new UndiciInstrumentation({ ignoreRequestHook: (request) => request.path.split('?')[0]!.endsWith('/health') }),
      // Literal values in documents are written as *, and variables not at all: they can hold
      // passwords. Words without quotes are the span processor's, above (bare-words.ts).
      new GraphQLInstrumentation({ allowValues: false, mergeItems: true, ignoreTrivialResolveSpans: true }),
    ],
  });
  sdk.start();
  // Imported only now: it loads graphql, which must be loaded after the instrumentation is, to be traced.
  const { withoutBareWords: redact } = await import('./bare-words');
  withoutBareWords = redact;
  return () => sdk.shutdown();
}

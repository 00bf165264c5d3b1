import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { BankSoapService } from './bank/soap-client';
import { addressCleanseTransfers } from './bureau/transfer-routes';
import type { GatewayConfig } from './config';
import { createContext, type GatewayContext } from './context';
import { explorerPage } from './explorer/explorer-page';
import { schemaFileHandler } from './explorer/schema-file';
import { maskUnexpectedErrors } from './format-error';
import { securityHeaders } from './http/security-headers';
import { queryProtection } from './limits/query-limits';
import { portalConfigHandler } from './portal-config';
import { AttemptThrottle } from './throttle/attempt-throttle';
import { createSchema } from './schema';
import { subscriptionHandler } from './subscriptions';
import { Upstream } from './upstream/upstream';
import { defaultWebDist, webApp } from './web-app';

export interface GatewayOptions {
  /** Where log lines go (one per upstream call, plus unexpected errors); default console.log. */
  log?: (line: string) => void;
  /** The built web app to serve under /portal; default web/dist of this repository. */
  webDist?: string;
}

export interface Gateway {
  app: express.Express;
  /** Stops GraphQL and closes the upstream connections. */
  stop(): Promise<void>;
}

/**
 * The portal's HTTP app: GraphQL at /graphql (with the explorer and the schema file), the web app
 * under /portal. Ready to mount or listen
 * at once: a schema mistake throws here, and GraphQL requests wait for Apollo's start-up.
 */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Gateway {
  const log = options.log ?? ((line: string) => console.log(line));
  const upstream = new Upstream({
    services: config.services,
    timeoutMs: config.upstreamTimeoutMs,
    cacheTimeMs: config.requestCacheTimeMs,
    log,
  });
  // SOAP is not REST: the bank service has its own client, made once from its WSDL, whose
  // requests still go through the request layer (transport, timeout, failures, log line).
  const bankSoap = new BankSoapService(upstream.service('bankSoap'));
  // One per gateway: guesses are counted across requests.
  const attempts = new AttemptThrottle();
  const protection = queryProtection({ showSuggestions: config.development });
  const schema = createSchema();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    // Integrators read the schema; the query limits still hold for everything else.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // Apollo's own landing page loads its scripts from a CDN; browsers get the explorer instead.
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled()],
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    formatError: maskUnexpectedErrors(log),
    // Whoever runs the gateway decides when it stops (main.ts on SIGINT/SIGTERM, tests on close).
    stopOnTerminationSignals: false,
  });
  // Apollo starts asynchronously; GraphQL requests wait for it, everything else is served at once.
  const started = apollo.start();
  const graphqlHandler = started.then(() =>
    expressMiddleware(apollo, { context: async ({ req }) => createContext(upstream, req.headers.authorization, bankSoap, attempts, req.ip) }),
  );
  graphqlHandler.catch((error: unknown) => log(`GraphQL failed to start: ${error instanceof Error ? error.message : String(error)}`));
  // Address cleanse: file chunks and downloads streamed past GraphQL, and progress pushed over SSE.
  const contextFor = (authorization: string | undefined, req: express.Request) => createContext(upstream, authorization, bankSoap, attempts, req.ip);
  const transfers = addressCleanseTransfers({ fileServer: upstream.service('fileServerUk'), contextFor, timeoutMs: config.upstreamTimeoutMs, log });
  const subscriptions = subscriptionHandler({
    schema,
    validationRules: protection.validationRules,
    contextFor: (req) => contextFor(req.headers.authorization, req),
    log,
  });

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client's address: the socket's, or X-Forwarded-For's where TRUSTED_PROXIES says so.
  app.set('trust proxy', config.trustedProxies);
  app.use(securityHeaders(config.captcha.scriptUrl));
  // Assets and GraphQL answers above 1 KB, brotli where the browser takes it, else gzip.
  app.use(compression({ threshold: 1024 }));
  app.use('/address-cleanse', transfers.router);
  app.use('/graphql/stream', subscriptions);
  // For integrators: the schema as a file, and the explorer for a browser asking for /graphql.
  app.get('/graphql/schema.graphql', schemaFileHandler(schema));
  app.use('/graphql', explorerPage(options.webDist ?? defaultWebDist));
  app.use('/graphql', express.json({ limit: '1mb' }), async (req, res, next) => (await graphqlHandler)(req, res, next));
  app.get('/portal/config.js', portalConfigHandler(config));
  app.use('/portal', webApp(options.webDist));
  app.get('/', (_req, res) => res.redirect(302, '/portal/'));
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
  app.use(plainErrors(log));

  let stopping: Promise<void> | undefined;
  return {
    app,
    stop: () =>
      (stopping ??= (async () => {
        const apolloStarted = await started.then(
          () => true,
          () => false,
        );
        await Promise.all([apolloStarted ? apollo.stop() : undefined, upstream.close(), transfers.close()]);
      })()),
  };
}

/** Express's own error page shows stack traces outside production; this one never does. */
function plainErrors(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = httpStatusOf(error);
    if (status >= 500) log(`error ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Internal server error');
  };
}

function httpStatusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

import type { IncomingMessage, RequestListener } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { BankSoapService } from './bank-validation/soap-client';
import { addressCleanseTransfers } from './address-cleanse/transfer-routes';
import { lookUpWarmUpVariables } from './address-lookup/warm-up';
import type { GatewayConfig } from './config';
import { createContext, type ContextServices, type GatewayContext } from './context';
import { explorerPage } from './explorer/explorer-page';
import { schemaFileHandler } from './explorer/schema-file';
import { compiledExecution } from './compiled-execution';
import { maskUnexpectedErrors } from './format-error';
import { cameOverHttps, clientAddressOf, publicOriginOf, type TrustProxy } from './http/forwarded';
import { graphqlPost } from './http/graphql-post';
import { knownQueries } from './http/known-queries';
import { refuseNotUtf8, unreadableBody } from './http/unreadable-body';
import { securityHeaderSets, securityHeaders } from './http/security-headers';
import { queryLimits, queryProtection } from './limits/query-limits';
import { graphqlObserver } from './operations/graphql-observer';
import { gatewayListener, type InFlight } from './operations/http-listener';
import { createLogger, errorText, type Logger } from './operations/logger';
import { GatewayMetrics } from './operations/metrics';
import { ProgressStreams } from './operations/progress-streams';
import { Readiness } from './operations/readiness';
import { attachRequestLog, requestLogOf } from './operations/request-log';
import { portalConfigHandler } from './portal-config';
import { createSchema } from './schema';
import { memoryState, type SharedState } from './shared/shared-state';
import { PendingCheckouts } from './shop/pending-checkouts';
import { DownloadTickets } from './address-cleanse/download-tickets';
import { redisState } from './shared/redis-state';
import { subscriptionHandler } from './subscriptions';
import { AttemptThrottle } from './throttle/attempt-throttle';
import { prepareAnswerShapes } from './upstream/answer-shapes';
import { Upstream } from './upstream/upstream';
import { webAppDocuments, webOperationNames } from './web-app-documents';
import { defaultWebDist, webApp } from './web-app';

/** How long a persisted query is kept, in seconds. */
const PERSISTED_QUERY_TTL = 86_400;

export interface GatewayOptions {
  /** Where the log goes; default JSON lines on standard output at LOG_LEVEL. */
  logger?: Logger;
  /** The built web app to serve under /portal; default web/dist of this repository. */
  webDist?: string;
  /** The shared state; default Redis at REDIS_URL, else this process's memory. */
  shared?: SharedState;
}

export interface Gateway {
  /** The request listener: hand it to an HTTP server (or supertest). */
  app: RequestListener;
  logger: Logger;
  metrics: GatewayMetrics;
  readiness: Readiness;
  /** The requests being answered now. */
  inFlight: InFlight;
  /**
   * Starts draining: /ready answers 503 from now on and progress streams are told to reconnect
   * and closed. Requests in flight go on; `inFlight.idle()` says when they are over.
   */
  drain(): void;
  /**
   * Stops GraphQL, the health checks and the shared state, and closes the upstream connections
   * once their calls are over; calls still running when `cutOff` settles are cut off.
   */
  stop(cutOff?: Promise<unknown>): Promise<void>;
}

/**
 * The portal's HTTP app: GraphQL at /graphql (with the explorer and the schema file), the web app
 * under /portal, the operations endpoints (/health, /ready, /metrics). Ready to listen at once: a
 * schema mistake throws here, and GraphQL requests wait for Apollo's start-up.
 */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Gateway {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const metrics = new GatewayMetrics({ knownOperations: webOperationNames() });
  // When Redis answers again, the tickets this gateway made are written to it again, for the other
  // gateways (DownloadTickets.shareKept). Redis is first up once connected, after `services` is made.
  const sharedStateUp = (up: boolean) => {
    metrics.sharedStateUp(up);
    if (up) void services.downloadTickets.shareKept();
  };
  const shared =
    options.shared ?? (config.redisUrl ? redisState({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger, onUp: sharedStateUp }) : memoryState());
  const upstream = new Upstream({
    services: config.services,
    timeoutMs: config.upstreamTimeoutMs,
    cacheTimeMs: config.requestCacheTimeMs,
    logger,
    metrics,
    shared,
  });
  const services: ContextServices = {
    upstream,
    // SOAP is not REST: the bank service has its own client, made once from its WSDL, whose
    // requests still go through the request layer (transport, timeout, failures, log line).
    bankSoap: new BankSoapService(upstream.service('bankSoap')),
    // One per gateway, its counts in the shared state: guesses are counted across requests and gateways.
    attempts: new AttemptThrottle({ counter: shared.attemptCounter, onRefusal: () => metrics.refused('throttle') }),
    // A checkout reads the waiting order and makes one, each within the upstream timeout.
    pendingCheckouts: new PendingCheckouts(shared.pendingCheckouts, shared.checkoutClaims, 2 * config.upstreamTimeoutMs),
    downloadTickets: new DownloadTickets(shared.downloadTickets, () => shared.healthy()),
  };
  const readiness = new Readiness({
    services: config.services,
    intervalMs: config.readyCheckIntervalMs,
    sharedStateHealthy: () => shared.healthy(),
    logger,
    answersHealthCheck: (name, timeoutMs) => upstream.service(name).answersHealthCheck(timeoutMs),
    onServiceChecked: (name, up) => metrics.upstreamUp(name, up),
  });
  const streams = new ProgressStreams(metrics);
  const protection = queryProtection({ showSuggestions: config.development });
  const schema = createSchema();
  const documents = webAppDocuments(schema, protection);
  // Queries Apollo has run, answered without its pipeline the next times (docs/request-path.md, "Known queries").
  const known = knownQueries({ schema, maxClicks: queryLimits.maxClicks, metrics });
  // The schema, with queries run as compiled code; a traced gateway keeps graphql's execute, whose spans it reports.
  const execution = compiledExecution(schema, {
    interpretOnly: config.otlpEndpoint !== null,
    ran: (text, name, query, ahead) => known.ran(text, name, query, ahead),
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway: execution,
    documentStore: documents.store,
    // Integrators read the schema; the query limits still hold for everything else.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    persistedQueries: { cache: shared.persistedQueries, ttl: PERSISTED_QUERY_TTL },
    logger,
    // Apollo's own landing page loads its scripts from a CDN; browsers get the explorer instead.
    // The schema has no cache hints, so Apollo's cache-control plugin would only wrap every
    // resolver call to work out a policy that is never sent.
    plugins: [...protection.plugins, graphqlObserver(metrics), ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    formatError: maskUnexpectedErrors(logger),
    // Whoever runs the gateway decides when it stops (main.ts on SIGINT/SIGTERM, tests on close).
    stopOnTerminationSignals: false,
  });

  const app = express();
  app.disable('x-powered-by');
  // The client's address is the socket's, or X-Forwarded-For's where TRUSTED_PROXIES says so.
  app.set('trust proxy', config.trustedProxies);
  const trust = app.get('trust proxy fn') as TrustProxy;
  const security = securityHeaderSets(config.captcha.scriptUrl);
  // For the routes served before Express: the headers its securityHeaders middleware would set.
  const securityHeadersFor = (req: IncomingMessage) => (cameOverHttps(req, trust) ? security.https : security.http);

  // The portal's origins: as configured, else each request's own (docs/operations.md, PORTAL_ORIGINS).
  const configuredOrigins = config.portalOrigins;
  const originsOf = (origin: string | undefined): readonly string[] => (origin ? [origin] : []);
  /** A request's context, with the request's id for its upstream calls and log lines. */
  const contextFor = (authorization: string | undefined, req: IncomingMessage): GatewayContext => {
    const log = requestLogOf(req);
    const context = createContext(services, {
      authorization,
      clientAddress: clientAddressOf(req, trust),
      requestId: log?.id,
      // Worked out only by the few calls that hand the provider a page of the portal to send a browser to.
      portalOrigins: () => configuredOrigins ?? originsOf(publicOriginOf(req, trust)),
    });
    if (log) attachRequestLog(context, log);
    return context;
  };
  // Apollo starts asynchronously; GraphQL requests wait for it, everything else is served at once.
  const started = apollo.start();
  let stopping: Promise<void> | undefined;
  const graphqlHandler = started.then(() => {
    readiness.graphqlStarted();
    // Once Apollo is up, off the path of the port's opening and of the requests that come meanwhile.
    void documents
      .prepare(
        () => stopping !== undefined,
        (document, text) => {
          execution.compileAhead(document, text);
          // The look-up's datasets and search, run once with an account id refused before anything is called (address-lookup/warm-up.ts).
          const variables = lookUpWarmUpVariables(document);
          return (
            variables &&
            execution
              .runAhead(document, { ...variables }, createContext(services, { authorization: undefined, clientAddress: undefined, requestId: undefined }))
              // A run that fails only leaves that document's first request as it was; the rest are still prepared.
              .catch(() => false)
          );
        },
      )
      .catch((error: unknown) => logger.warn(`Could not prepare the web app's documents: ${errorText(error)}`));
    void prepareAnswerShapes(() => stopping !== undefined).catch((error: unknown) =>
      logger.warn(`Could not prepare the services' answer shapes: ${errorText(error)}`),
    );
    // The first answer of 1 KB or more would otherwise run the compression code for the first time.
    void graphql.warmAnswers().catch((error: unknown) => logger.warn(`Could not warm the GraphQL answers' path: ${errorText(error)}`));
    return expressMiddleware(apollo, { context: async ({ req }) => contextFor(req.headers.authorization, req) });
  });
  graphqlHandler.catch((error: unknown) => logger.fatal(`GraphQL failed to start: ${errorText(error)}`));
  // Address cleanse: file chunks and downloads streamed past GraphQL, and progress pushed over SSE.
  const transfers = addressCleanseTransfers({
    fileServer: upstream.service('fileServerUk'),
    contextFor,
    securityHeadersFor,
    downloadTickets: services.downloadTickets,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
    metrics,
  });
  const subscriptions = subscriptionHandler({
    schema,
    validationRules: protection.validationRules,
    contextFor: (req) => contextFor(req.headers.authorization, req),
    logger,
    streams,
  });

  app.use(securityHeaders(security));
  // Assets and GraphQL answers above 1 KB, brotli where the browser takes it, else gzip.
  app.use(compression({ threshold: 1024 }));
  app.use('/address-cleanse', transfers.router);
  app.use('/graphql/stream', subscriptions);
  // For integrators: the schema as a file, and the explorer for a browser asking for /graphql.
  app.get('/graphql/schema.graphql', schemaFileHandler(schema));
  app.use('/graphql', explorerPage(options.webDist ?? defaultWebDist));
  app.use('/graphql', express.json({ limit: '1mb', verify: refuseNotUtf8 }), async (req, res, next) => (await graphqlHandler)(req, res, next));
  app.get('/portal/config.js', portalConfigHandler(config));
  app.use('/portal', webApp(options.webDist));
  app.get('/', (_req, res) => res.redirect(302, '/portal/'));
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
  app.use(plainErrors(logger));

  // GraphQL requests, nearly all the gateway serves, and upload chunks, the bulk of its bytes, skip Express; the rest are Express's.
  const graphql = graphqlPost({
    apollo,
    started,
    contextFor: (req) => contextFor(req.headers.authorization, req),
    securityHeadersFor,
    logger,
    knownQueries: known,
  });
  const routes: RequestListener = (req, res) => {
    if (!graphql(req, res) && !transfers.serveChunk(req, res)) app(req, res);
  };
  const { listener, inFlight } = gatewayListener({ app: routes, logger, metrics, readiness, metricsAllow: config.metricsAllow });

  return {
    app: listener,
    logger,
    metrics,
    readiness,
    inFlight,
    drain: () => {
      readiness.startDraining();
      streams.closeAll();
    },
    stop: (cutOff) =>
      (stopping ??= (async () => {
        readiness.stop();
        streams.closeAll();
        known.close();
        const apolloStarted = await started.then(
          () => true,
          () => false,
        );
        // A known query's run that ends in errors is answered by Apollo, which must still be up for it.
        const apolloStopped = apolloStarted ? graphql.knownRunsOver().then(() => apollo.stop()) : undefined;
        await Promise.all([apolloStopped, upstream.close(cutOff), transfers.close(cutOff)]);
        // A shared state handed in belongs to whoever made it.
        if (!options.shared) await shared.close();
      })()),
  };
}

/** Express's own error page shows stack traces outside production; this one never does. */
function plainErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = httpStatusOf(error);
    if (status >= 500) logger.error({ reqId: requestLogOf(req)?.id }, `error ${errorText(error)}`);
    // The answer is the error's alone: what a route set for the file it was sending (its validators,
    // a year's caching, as the assets' routes do before a range or a precondition fails) must not
    // let a cache keep or revalidate it as that file.
    res.removeHeader('ETag');
    res.removeHeader('Last-Modified');
    res.setHeader('Cache-Control', 'no-store');
    // A body /graphql could not read (express.json's refusals) is answered as GraphQL answers.
    if (req.path === '/graphql' && status >= 400 && status < 500 && status !== 404) {
      res.status(status).type('application/json; charset=utf-8').send(unreadableBody(status));
      return;
    }
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

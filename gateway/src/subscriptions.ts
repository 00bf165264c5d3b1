import type { Request, Response } from 'express';
import { getOperationAST, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { GatewayContext } from './context';
import { errorText, type Logger } from './operations/logger';
import type { ProgressStreams } from './operations/progress-streams';

export interface SubscriptionOptions {
  schema: GraphQLSchema;
  /** The same limits /graphql holds documents to. */
  validationRules: readonly ValidationRule[];
  contextFor(req: Request): GatewayContext;
  logger: Logger;
  /** The open streams, counted, and closed with a reconnect hint when the gateway stops. */
  streams: ProgressStreams;
}

/**
 * GraphQL subscriptions over server-sent events (graphql-sse's protocol), at /graphql/stream:
 * live progress is pushed to the browser rather than polled. Only subscriptions are served here;
 * queries and mutations stay on /graphql with its plugins.
 */
export function subscriptionHandler(options: SubscriptionOptions): (req: Request, res: Response) => Promise<void> {
  // graphql-sse's type asks for a plain record; the resolvers get the GatewayContext itself (a copy
  // of it would lose the clients and loaders it makes on first use, which are getters).
  const handler = createHandler<Record<PropertyKey, unknown>>({
    schema: options.schema,
    validate: (schema, document) => validate(schema, document, [...specifiedRules, ...options.validationRules]),
    context: (req) => options.contextFor(req.raw) as unknown as Record<PropertyKey, unknown>,
    onSubscribe: (_req, params) => {
      let kind: string | undefined;
      try {
        kind = getOperationAST(parse(params.query, { maxTokens: 1000 }), params.operationName)?.operation;
      } catch {
        // Unparsable: the handler answers it with its own error.
        return undefined;
      }
      if (kind !== 'subscription')
        return [
          JSON.stringify({ errors: [{ message: 'Only subscriptions are served here; send queries and mutations to /graphql' }] }),
          { status: 400, statusText: 'Bad Request' },
        ];
      return undefined;
    },
  });
  return async (req, res) => {
    options.streams.opened(res);
    if (options.streams.closing) {
      options.streams.closeAll();
      return;
    }
    try {
      await handler(req, res);
    } catch (error) {
      // A stream ended by the gateway's stop may fail its next write; that is no error.
      if (res.writableEnded && options.streams.closing) return;
      options.logger.error(`error ${errorText(error)}`);
      if (!res.headersSent) res.status(500).json({ errors: [{ message: 'Something went wrong in the portal' }] });
      else res.end();
    }
  };
}

import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import { getOperationAST, GraphQLError, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
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

/** What /graphql answers a subscription (docs/api-errors.md, "Calling the gateway"). */
export const SUBSCRIPTIONS_ELSEWHERE =
  "Subscriptions are served at /graphql/stream, over server-sent events (graphql-sse's protocol); /graphql takes queries and mutations";

/**
 * For /graphql, whose GraphQL runs an operation once and answers once: a subscription sent there
 * is refused as a request sent to the wrong address (BAD_REQUEST, HTTP 400), once its operation is
 * known and before anything runs. Run, it had no value to answer with and failed as an error in
 * the portal, logged and answered "Something went wrong in the portal".
 */
export function subscriptionsOnTheStream(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(SUBSCRIPTIONS_ELSEWHERE, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
      };
    },
  };
}

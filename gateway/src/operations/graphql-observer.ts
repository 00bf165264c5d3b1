import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { isLimitRefusal } from '../limits/query-limits';
import type { GatewayMetrics } from './metrics';
import { requestLogOf } from './request-log';

/**
 * Counts and times every GraphQL operation by name and outcome (ok; partial: data with errors;
 * error: errors and no data; refused: a query limit refused it before it ran), counts the limits'
 * refusals, and names the operation on the request's log line.
 */
export function graphqlObserver(metrics: GatewayMetrics): ApolloServerPlugin<object> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      let refused = false;
      return {
        async didResolveOperation({ operationName }) {
          const log = requestLogOf(contextValue);
          if (log && operationName) log.operation = operationName;
        },
        async didEncounterErrors({ errors }) {
          if (!refused && errors.some(isLimitRefusal)) {
            refused = true;
            metrics.refused('query_limit');
          }
        },
        async willSendResponse({ response, operationName, operation, request }) {
          const body = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const errors = (body?.errors?.length ?? 0) > 0;
          const outcome = refused ? 'refused' : !errors ? 'ok' : body?.data ? 'partial' : 'error';
          metrics.graphqlOperation(operationName ?? request.operationName, operation?.operation ?? 'unknown', outcome, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

import type { UpstreamError } from './errors';
import { toGraphQLError } from './failures';
import type { UpstreamOutcome } from './service';

// Calls of this provider's own that the services were specified without (docs/api-token-caps.md
// lists them): a service that lacks one answers as for any unknown call. The portal then goes on
// without what the call would have given, and says so, instead of failing the screen.

/** The statuses a service answers a call it does not have with. */
const MISSING_CALL = new Set([404, 405, 501]);

/** Whether the error is a service saying it has no such call. */
export function isMissingCall(error: UpstreamError): boolean {
  return error.failure === 'status' && error.status !== undefined && MISSING_CALL.has(error.status);
}

/**
 * The answer of an extension's call made with `skipErrorHandling`, or undefined where the service
 * does not have the call; any other failure is the common GraphQL error.
 */
export function unlessMissing<T>(outcome: UpstreamOutcome<T>): T | undefined {
  if (outcome.ok) return outcome.data;
  if (isMissingCall(outcome.error)) return undefined;
  throw toGraphQLError(outcome.error);
}

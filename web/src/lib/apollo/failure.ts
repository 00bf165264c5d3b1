import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The extensions the gateway puts on every error from an upstream service. */
export interface GatewayErrorExtensions {
  code?: string;
  action?: string;
  upstreamStatus?: number | null;
  msg?: string | null;
}

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * The text a person reads when something failed: `Failed to {action}: {msg}`, with the server's
 * msg where the service sent one and the error's own message otherwise.
 */
export function failureText(error: unknown, fallbackAction = 'complete the request'): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const first = error.errors[0];
    const extensions = (first.extensions ?? {}) as GatewayErrorExtensions;
    return `Failed to ${extensions.action ?? fallbackAction}: ${extensions.msg ?? first.message}`;
  }
  if (ServerError.is(error)) return `Failed to ${fallbackAction}: the portal's server answered ${error.statusCode}`;
  if (error instanceof TypeError) return `Failed to ${fallbackAction}: the portal cannot be reached. Check your connection.`;
  return `Failed to ${fallbackAction}: ${error instanceof Error ? error.message : String(error)}`;
}

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The extensions the gateway puts on every error from an upstream service. */
export interface GatewayErrorExtensions {
  code?: string;
  action?: string;
  upstreamStatus?: number | null;
  msg?: string | null;
  /** The argument refused, as the input names it (`input.tag`, `closeDate`), where the gateway names one. */
  argument?: string;
}

/**
 * A failed request, read once from whatever Apollo handed over. `code` is the gateway's ErrorCode
 * (schema/errors.graphql), or one of the client's own where no GraphQL answer came back:
 * UNREACHABLE (no answer at all), SERVER_STATUS (an HTTP error status), UNEXPECTED (anything else).
 */
export interface Failure {
  code: string;
  /** What the gateway says was being done, when it says. */
  action: string | null;
  /** The reason in words: the service's msg where it sent one, the error's own message otherwise. */
  msg: string;
  /** The HTTP status, for SERVER_STATUS. */
  status?: number;
  /** The argument the gateway refused (`input.tag`), for a screen to show the words under its field. */
  argument?: string;
}

export function readFailure(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const first = error.errors[0];
    const extensions = (first.extensions ?? {}) as GatewayErrorExtensions;
    return {
      code: extensions.code ?? 'UNEXPECTED',
      action: extensions.action ?? null,
      msg: extensions.msg ?? first.message,
      ...(extensions.argument ? { argument: extensions.argument } : {}),
    };
  }
  if (ServerError.is(error))
    return { code: error.statusCode === 401 ? 'UNAUTHENTICATED' : 'SERVER_STATUS', action: null, msg: error.message, status: error.statusCode };
  // fetch() rejects with a TypeError when no answer arrives at all.
  if (error instanceof TypeError) return { code: 'UNREACHABLE', action: null, msg: error.message };
  return { code: 'UNEXPECTED', action: null, msg: error instanceof Error ? error.message : String(error) };
}

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return readFailure(error).code === 'UNAUTHENTICATED';
}

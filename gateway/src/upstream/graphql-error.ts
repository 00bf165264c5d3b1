import { GraphQLError } from 'graphql';
import type { UpstreamError } from './errors';

export type UpstreamErrorCode =
  | 'UNAUTHENTICATED'
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE';

/**
 * What every upstream failure carries to the web client, which shows
 * `Failed to {action}: {msg ?? message}` and signs out on UNAUTHENTICATED.
 */
export interface UpstreamErrorExtensions {
  code: UpstreamErrorCode;
  action: string;
  /** The HTTP status the service answered with; null when it did not answer. */
  upstreamStatus: number | null;
  /** The service's own reason; null when its body had none. */
  msg: string | null;
  [key: string]: unknown;
}

const codeByStatus: Readonly<Record<number, UpstreamErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

export function errorCode(error: UpstreamError): UpstreamErrorCode {
  switch (error.failure) {
    case 'timeout':
      return 'UPSTREAM_TIMEOUT';
    case 'unavailable':
      return 'UPSTREAM_UNAVAILABLE';
    case 'unreadable':
      return 'UPSTREAM_ERROR';
    case 'status':
      return (error.status !== undefined && codeByStatus[error.status]) || 'UPSTREAM_ERROR';
  }
}

/** The common error handling: an upstream failure as the GraphQL error the client receives. */
export function toGraphQLError(error: UpstreamError): GraphQLError {
  const extensions: UpstreamErrorExtensions = {
    code: errorCode(error),
    action: error.action,
    upstreamStatus: error.status ?? null,
    msg: error.msg ?? null,
  };
  // No originalError: its stack must never reach a response, whatever the server's settings.
  return new GraphQLError(error.message, { extensions });
}

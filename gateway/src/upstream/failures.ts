import { GraphQLError } from 'graphql';
import type { ErrorCode, ServiceFailure } from '../generated/resolvers';
import { noUserWords, refusedSessionWords } from '../caller';
import type { UpstreamError, UpstreamErrorDetails, UpstreamFailure } from './errors';

// How every failure is shown, in one place: which code an upstream failure gets (REST or SOAP),
// the two forms it reaches the client in (a GraphQL error, or a ServiceFailure value beside the
// input); and the same error shape for the portal's own refusals. The sentence a failure carries
// when the service gave no reason is the error's own (errors.ts), so neither file imports the other's values. The codes are schema/errors.graphql's `ErrorCode`, whose
// generated type makes a code missing from that documented list a compile error here.

export type { ErrorCode };

/** The statuses with a code of their own; any other error status is UPSTREAM_ERROR. */
const codeByStatus: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'NO_SUBSCRIPTION',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

const codeByFailure: Readonly<Record<Exclude<UpstreamFailure, 'status'>, ErrorCode>> = {
  timeout: 'UPSTREAM_TIMEOUT',
  unavailable: 'UPSTREAM_UNAVAILABLE',
  unreadable: 'UPSTREAM_ERROR',
  malformed: 'UPSTREAM_ERROR',
  fault: 'SOAP_FAULT',
  noSubscription: 'NO_SUBSCRIPTION',
};

/**
 * Codes that fail the whole request even where failures are otherwise data: a refused session is
 * the same everywhere, and the web app signs the person out on it.
 */
const failsTheRequest: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['UNAUTHENTICATED']);

export function errorCode(failure: Pick<UpstreamErrorDetails, 'failure' | 'status'>): ErrorCode {
  if (failure.failure === 'status') return (failure.status !== undefined && codeByStatus[failure.status]) || 'UPSTREAM_ERROR';
  return codeByFailure[failure.failure];
}

/**
 * The extensions of every upstream failure and every refusal of the portal's own. The web app
 * shows `Failed to {action}: {msg ?? message}` and signs out on UNAUTHENTICATED.
 */
export interface FailureExtensions {
  code: ErrorCode;
  action: string;
  /** The HTTP status the service answered with; null when it did not answer, or was not asked. */
  upstreamStatus: number | null;
  /** The reason in words; null when there is none beyond the message. */
  msg: string | null;
  [key: string]: unknown;
}

/**
 * An upstream failure as the GraphQL error the client receives. `session`, for a call made with
 * the caller's token, is the Authorization they sent: a refused session's message then says why
 * and to sign in again, after the service's own words ("Authentication Failure."), which stay `msg`.
 */
export function toGraphQLError(error: UpstreamError, session?: { authorization: string | undefined }): GraphQLError {
  const code = errorCode(error);
  const extensions: FailureExtensions = {
    code,
    action: error.action,
    upstreamStatus: error.status ?? null,
    msg: error.msg ?? null,
  };
  if (error.faultCode !== undefined) extensions.faultcode = error.faultCode;
  const message = code === 'UNAUTHENTICATED' && session ? `${error.message}. ${refusedSessionWords(session.authorization)}` : error.message;
  // No originalError: its stack must never reach a response, whatever the server's settings.
  return new GraphQLError(message, { extensions });
}

/**
 * An upstream failure as data beside the input (the look-up services report failures so). A
 * refused session is raised instead, as the GraphQL error every other call gives.
 */
export function toServiceFailure(error: UpstreamError): ServiceFailure & { code: ErrorCode } {
  const code = errorCode(error);
  if (failsTheRequest.has(code)) throw toGraphQLError(error);
  return { code, message: error.message, upstreamStatus: error.status ?? null };
}

/**
 * A refusal by the portal itself, before or instead of asking a service (no access, no session,
 * too many attempts), shaped as upstream failures are so that the same dialog reads right: `msg`
 * is the reason, and the message says what was refused and why ("Cannot load the account plans:
 * ...").
 */
export function refusal(code: ErrorCode, action: string, msg: string, more: Readonly<Record<string, unknown>> = {}): GraphQLError {
  const extensions: FailureExtensions = { ...more, code, action, upstreamStatus: null, msg };
  // The message stands alone for a program's log: what was refused, and why.
  return new GraphQLError(`Cannot ${action}: ${msg}`, { extensions });
}

/**
 * A call whose service words its refusal bare ("No such file", "Dataset not found"), failing with
 * the message worded as the portal's own refusals are: "Cannot delete the file: No such file". The
 * code, action, msg and upstream status stay the service's; any other failure is left as it is.
 */
export async function wordedAsRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphQLError) {
      const { action, msg } = error.extensions as Partial<FailureExtensions>;
      if (typeof action === 'string' && typeof msg === 'string' && error.message === msg) {
        throw new GraphQLError(`Cannot ${action}: ${msg}`, { extensions: error.extensions });
      }
    }
    throw error;
  }
}

/**
 * The refusal of a call that needs a session, made without one: `authorization` is what the caller
 * sent, so that the words say whether none was sent or what sent could not be read.
 */
export function noSession(action: string, authorization: string | undefined): GraphQLError {
  return refusal('UNAUTHENTICATED', action, noUserWords(authorization));
}

/**
 * A request the portal will not run as sent: a bad argument, or more than one request may ask
 * for. Nothing was attempted, so there is no action; `more` says what was wrong (`argument`...).
 */
export function requestError(
  code: Extract<ErrorCode, 'BAD_USER_INPUT' | 'TOO_MANY_CLICKS'>,
  message: string,
  more: Readonly<Record<string, unknown>> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...more, code } });
}

/** Whether `error` is a GraphQL error with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof GraphQLError && codes.some((code) => code === error.extensions.code);
}

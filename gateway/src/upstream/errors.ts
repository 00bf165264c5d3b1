import { z } from 'zod';
import { serviceLabels, type ServiceName } from './service-names';

/**
 * How an upstream call failed: the service answered with an error status, did not answer in time,
 * could not be reached, sent something that could not be read at all (not JSON, not SOAP, too
 * big), sent something readable that is not in the shape its client declares, or answered with a
 * SOAP fault; or refused because the account has no subscription to the service where the service
 * says so only in words (the bank's SOAP fault, which its client recognises), not with a 402.
 */
export type UpstreamFailure = 'status' | 'timeout' | 'unavailable' | 'unreadable' | 'malformed' | 'fault' | 'noSubscription';

/** Which call it was: the service, what the caller was doing, and the call as errors name it. */
export interface CallContext {
  service: ServiceName;
  /** What the caller was doing, as a short verb phrase ("sign in"). */
  action: string;
  /** The call itself, as a malformed answer's message names it ("GET /groups", "ValidateBankAccount"). */
  call: string;
}

export interface UpstreamErrorDetails extends CallContext {
  failure: UpstreamFailure;
  /** The HTTP status, when the service answered at all. */
  status?: number;
  /**
   * The reason in words: the service's own (`{"msg": ...}`, a SOAP fault's text), or the portal's
   * where it judged the failure itself. Shown to the caller in place of the standard sentence.
   */
  msg?: string;
  /** A SOAP fault's code (`soap:Client`). */
  faultCode?: string;
  /**
   * For the log only, never shown: a transport error code, or what was wrong with an answer's
   * shape. Never a value from the answer, a URL or a header.
   */
  detail?: string;
}

/** A failed upstream call. Its message is the msg, else a sentence naming the service (failureMessage). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly service: ServiceName;
  readonly action: string;
  readonly call: string;
  readonly failure: UpstreamFailure;
  readonly status: number | undefined;
  readonly msg: string | undefined;
  readonly faultCode: string | undefined;
  readonly detail: string | undefined;

  constructor(details: UpstreamErrorDetails) {
    super(failureMessage(details));
    this.service = details.service;
    this.action = details.action;
    this.call = details.call;
    this.failure = details.failure;
    this.status = details.status;
    this.msg = details.msg;
    this.faultCode = details.faultCode;
    this.detail = details.detail;
  }
}

/** An error answer's body, as every service words it: `{"msg": "<reason>"}`. */
const errorBody = z.object({ msg: z.string().refine((msg) => msg.trim() !== '') });

/** The service's `msg`, when the body is a JSON object carrying a non-empty string there. */
export function extractMsg(body: unknown): string | undefined {
  const parsed = errorBody.safeParse(body);
  return parsed.success ? parsed.data.msg : undefined;
}

/** What the caller reads: the msg where there is one, else a plain sentence naming the service. */
export function failureMessage(details: UpstreamErrorDetails): string {
  if (details.msg) return details.msg;
  const service = `The ${serviceLabels[details.service]}`;
  switch (details.failure) {
    case 'timeout':
      return `${service} did not answer in time`;
    case 'unavailable':
      return `${service} could not be reached`;
    case 'unreadable':
      return `${service} sent an answer the portal could not read`;
    case 'malformed':
      return `${service} answered ${details.call} in an unexpected shape`;
    case 'fault':
      return `${service} answered with a SOAP fault`;
    case 'noSubscription':
      return `This account has no subscription to the ${serviceLabels[details.service]}`;
    case 'status':
      return `${service} answered with status ${details.status ?? 'unknown'}`;
  }
}

import { serviceLabels, type ServiceName } from '../services';

/**
 * How an upstream call failed: the service answered with an error status, did not answer in time,
 * could not be reached, or answered with something that is not JSON.
 */
export type UpstreamFailure = 'status' | 'timeout' | 'unavailable' | 'unreadable';

export interface UpstreamErrorDetails {
  service: ServiceName;
  /** What the caller was doing, as a short verb phrase ("sign in"). */
  action: string;
  failure: UpstreamFailure;
  /** The HTTP status, when the service answered at all. */
  status?: number;
  /** The service's own reason (`{"msg": ...}`), when its body had one. */
  msg?: string;
}

/** A failed upstream call. Its message is the service's msg, else a plain sentence. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly service: ServiceName;
  readonly action: string;
  readonly failure: UpstreamFailure;
  readonly status: number | undefined;
  readonly msg: string | undefined;

  constructor(details: UpstreamErrorDetails) {
    super(details.msg ?? describeFailure(details));
    this.service = details.service;
    this.action = details.action;
    this.failure = details.failure;
    this.status = details.status;
    this.msg = details.msg;
  }
}

function describeFailure({ service, failure, status }: UpstreamErrorDetails): string {
  const label = `The ${serviceLabels[service]}`;
  switch (failure) {
    case 'timeout':
      return `${label} did not answer in time`;
    case 'unavailable':
      return `${label} could not be reached`;
    case 'unreadable':
      return `${label} sent an answer the portal could not read`;
    case 'status':
      return `${label} answered with status ${status ?? 'unknown'}`;
  }
}

/** The service's `msg`, when the body is a JSON object carrying a non-empty string there. */
export function extractMsg(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

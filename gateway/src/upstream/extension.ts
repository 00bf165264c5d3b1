import type { UpstreamError } from './errors';

// Calls of the provider's own that the services were specified without (docs/upstream-contract.md
// lists them): a service that lacks one answers as for any unknown call. The request layer then
// goes on without what the call would have given (ServiceClient.extension), and remembers it.

/** The statuses a service answers a call it does not have with. */
const MISSING_CALL = new Set([404, 405, 501]);

/** Whether the error is a service saying it has no such call. */
export function isMissingCall(error: UpstreamError): boolean {
  return error.failure === 'status' && error.status !== undefined && MISSING_CALL.has(error.status);
}

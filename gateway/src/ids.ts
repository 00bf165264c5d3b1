import { requestError } from './upstream/failures';

/**
 * A GraphQL ID as the digits the services expect: a positive whole number, as every service's own
 * check of an id states it. Anything else (zero, `-1`, `abc`) is the caller's mistake, refused here
 * naming the argument, before any service is asked (docs/api-errors.md).
 */
export function upstreamId(id: string, argument: string): string {
  const trimmed = id.trim();
  // Up to 15 digits, so that the services read it exactly; at least one of them not 0.
  if (!/^\d{1,15}$/.test(trimmed) || !/[1-9]/.test(trimmed)) {
    throw requestError('BAD_USER_INPUT', `${argument} must be a positive whole number id, not "${id}".`, { argument });
  }
  return trimmed;
}

/** A service's numeric id as a GraphQL ID. */
export function graphqlId(id: number | string | null | undefined): string | null {
  return id === null || id === undefined || id === '' ? null : String(id);
}

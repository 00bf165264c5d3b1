import { requestError } from './upstream/failures';

/** A GraphQL ID as the digits the services expect; anything else is the caller's mistake. */
export function upstreamId(id: string, argument: string): string {
  const trimmed = id.trim();
  if (!/^\d{1,15}$/.test(trimmed)) {
    throw requestError('BAD_USER_INPUT', `${argument} must be a numeric id, not "${id}".`, { argument });
  }
  return trimmed;
}

/** A service's numeric id as a GraphQL ID. */
export function graphqlId(id: number | string | null | undefined): string | null {
  return id === null || id === undefined || id === '' ? null : String(id);
}

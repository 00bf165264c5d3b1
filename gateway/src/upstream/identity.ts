import { createHash } from 'node:crypto';

/** The identity of callers who send no Authorization header. */
export const ANONYMOUS = 'anonymous';

/**
 * A stable name for whoever sends this Authorization value: its SHA-256, so that cache keys
 * separate callers without holding their secrets.
 */
export function identityOf(authorization: string | undefined): string {
  if (!authorization) return ANONYMOUS;
  return `sha256:${createHash('sha256').update(authorization).digest('hex')}`;
}

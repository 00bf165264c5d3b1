import { createHash } from 'node:crypto';

/** The identity of callers who send no Authorization header. */
export const ANONYMOUS = 'anonymous';

/**
 * Stands for every caller where a write makes reads stale: a write that changes who may use a
 * group (a user removed from it, an owner made a member) leaves other callers' kept reads of it
 * wrong, not only the writer's. No caller's identity can be it (neither `anonymous` nor a hash).
 */
export const EVERY_CALLER = '*';

/**
 * A stable name for whoever sends this Authorization value: its SHA-256, so that cache keys
 * separate callers without holding their secrets.
 */
export function identityOf(authorization: string | undefined): string {
  if (!authorization) return ANONYMOUS;
  return `sha256:${createHash('sha256').update(authorization).digest('hex')}`;
}

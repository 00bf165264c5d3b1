/**
 * When each user's sessions start to count. Changing or resetting the password, or a lock, ends
 * every session of the user issued before it, browser sessions and exported API tokens alike, the
 * one that changed the password too: a customer who changes a password because it leaked expects
 * whatever signed in with the old one to stop, and the user server cannot tell the person's own
 * session from a thief's (the change carries the current password, not a token). Whoever changed
 * it signs in again with the new one, as the portal does for them at once.
 *
 * Instants are the issuer's, strictly increasing, so a token issued in the same second (or
 * millisecond) as the change is still either before it or after it, never both.
 */
export class SessionStarts {
  /** Per user, the instant (TokenIssuer.instant) their sessions were last ended at. */
  readonly #endedAt = new Map<number, number>();

  /** Ends every session of the user issued before `from`. */
  endAt(userId: number, from: number): void {
    this.#endedAt.set(userId, from);
  }

  /** Whether a token of the user, issued at the instant `issuedAt`, still counts. */
  counts(userId: number, issuedAt: number): boolean {
    const endedAt = this.#endedAt.get(userId);
    return endedAt === undefined || issuedAt > endedAt;
  }
}

import { createStore } from '../store';

// A session's recycle date is the server's time; the browser's clock may be off by any amount (set
// by hand, a laptop resumed, a test's fake clock). A browser 30 minutes fast saw every session as
// past due and renewed it without pause. The server's time comes with each session: its token's
// `iat`, issued as the answer left. Noting when, by the browser's clock, the answer arrived tells
// the renewal how far the two clocks are apart (lib/session/refresh-timing.ts reads the token).
// Only the note is here: the login page carries it, and every byte there counts.

/** A session answer as it arrived: its token, and the browser's clock then (ms). */
export interface SessionAnswer {
  jwt: string;
  receivedAtMs: number;
}

const latest = createStore<SessionAnswer | null>(null);

export const serverClock = {
  /** The last session answer this page received; null before one. */
  latestAnswer: latest.get,
  /**
   * Notes a session answer (sign-in, validation, renewal) as it arrives. A session read from
   * storage, or passed on by another tab, arrived some unknown time ago and is not noted.
   */
  noteSessionAnswer(jwt: string, receivedAtMs: number = Date.now()) {
    latest.set({ jwt, receivedAtMs });
  },
};

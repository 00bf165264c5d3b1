import { useEffect, useState } from 'react';
import { sessionStore } from '../../../lib/session/session-store';
import { emailDraft } from './email-draft';

/**
 * How long the draft may go unwritten while it changes. Writing a pasted list of thousands of lines
 * to session storage on every keystroke made each one late; a few times a second is as safe, as
 * what is still to write is written when the screen closes or the page is left.
 */
export const draftWriteDelayMs = 300;

/**
 * Writes `userId`'s unsent list (email-draft.ts) at most once per `draftWriteDelayMs`, the latest
 * text each time, and at once on `flush`. Only while `userId` is signed in: once Log Out has
 * forgotten the drafts, nothing still to write may bring one back.
 *
 * A session lost without the person asking (a 401 answering Validate, a failed renewal) keeps the
 * draft, latest keystrokes included, while Log Out or another person signing in forgets it; by the
 * time the session store says the session has gone, only the storage tells the two apart: Log Out
 * has removed every draft, a lost session none. So a text typed into an empty draft is written at
 * once, never later, and while text is still to write some draft is always there to tell by.
 */
export function draftKeeper(userId: string, stored: string) {
  /** What the storage holds, as far as this keeper wrote it: '' for nothing. */
  let written = stored;
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const signedIn = () => sessionStore.get()?.id === userId;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const text = pending;
    pending = null;
    if (text === null || text === written) return;
    emailDraft.keep(userId, text);
    written = text;
  };
  const flush = () => (signedIn() ? write() : drop());
  const drop = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };

  return {
    /** The unsent list is now `text`. */
    change(text: string) {
      pending = text;
      if (text && !written) flush();
      else timer ??= setTimeout(flush, draftWriteDelayMs);
    },
    /** Writes what is still to write, now. */
    flush,
    /** After a change of session: written if it was lost (the draft still there), dropped if it was ended. */
    sessionChanged() {
      if (signedIn()) return;
      if (pending !== null && emailDraft.read(userId)) write();
      else drop();
    },
  };
}

/**
 * Keeps `unsent` as the user's draft, written a few times a second at most (`draftKeeper`), and
 * whatever is still to write when the screen closes, the page is left (`pagehide`: closed,
 * reloaded, or put in the back/forward cache) or the session ends.
 */
export function useEmailDraft(userId: string | undefined, stored: string, unsent: string) {
  const [keeper] = useState(() => (userId ? draftKeeper(userId, stored) : null));
  useEffect(() => keeper?.change(unsent), [keeper, unsent]);
  useEffect(() => {
    if (!keeper) return;
    const stopFollowing = sessionStore.subscribe(keeper.sessionChanged);
    window.addEventListener('pagehide', keeper.flush);
    return () => {
      stopFollowing();
      window.removeEventListener('pagehide', keeper.flush);
      keeper.flush();
    };
  }, [keeper]);
}

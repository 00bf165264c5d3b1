import { draftKey } from '../../../lib/storage-keys';

const screen = 'emailValidation';

/**
 * The list in the box that has not been validated yet, kept in the tab's session storage under the
 * signed-in user's id while it is typed. A session that ends mid-list (a 401 sends the person to
 * the login page) loses none of it: the same person signing in again, or switching account, finds
 * it in the box. Another user signing in on the tab never sees it, and the session store removes it
 * on Log Out. Once validated results show for the list it has served: it was sent, and it is kept
 * from then on with its verdicts (email-results-kept.ts), which come back with it. A draft brought
 * back without them would only invite paying for the same clicks twice. Written a few times a
 * second at most while it changes (use-email-draft.ts).
 */
export const emailDraft = {
  read(userId: string): string {
    return sessionStorage.getItem(draftKey(userId, screen)) ?? '';
  },
  /** Keeps `text` as the user's unsent list; empty text keeps nothing. */
  keep(userId: string, text: string) {
    const key = draftKey(userId, screen);
    if (!text) {
      sessionStorage.removeItem(key);
      return;
    }
    try {
      sessionStorage.setItem(key, text);
    } catch {
      // Storage full or refused (a private window, a pasted book): an older draft must not come
      // back in its place, so none is kept. The box itself still holds the text.
      sessionStorage.removeItem(key);
    }
  },
};

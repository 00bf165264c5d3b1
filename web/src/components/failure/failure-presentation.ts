import type { DialogRequest } from '../dialogs/dialog-store';
import { readFailure, type Failure } from '../../lib/apollo/failure';

// How the web shows a failure, per failure code: the one place to change it. Every code not listed
// below is shown the standard way, `Failed to {action}: {msg}` (docs/texts-and-constants.md):
// inline where the screen shows a FailureMessage for it, in the warning dialog titled Error otherwise.

/** inline-or-dialog: where the screen shows it, else the dialog. dialog: always the dialog. nowhere: not shown by the screen. */
type Where = 'inline-or-dialog' | 'dialog' | 'nowhere';

interface Presentation {
  where: Where;
  /** The words, given what failed and what was being done. */
  words: (failure: Failure, action: string) => string;
}

const standard: Presentation = { where: 'inline-or-dialog', words: (failure, action) => `Failed to ${action}: ${failure.msg}` };

const byCode: Readonly<Record<string, Partial<Presentation>>> = {
  // The session is gone: the client signs the person out and says so once (sessionEndedDialog),
  // whatever each screen was doing.
  UNAUTHENTICATED: { where: 'nowhere' },
  UNREACHABLE: { words: (_, action) => `Failed to ${action}: the portal cannot be reached. Check your connection.` },
  SERVER_STATUS: { words: (failure, action) => `Failed to ${action}: the portal's server answered ${failure.status}` },
};

/** The dialog for a 401 (docs/texts-and-constants.md), shown by the client as it signs the person out. */
export const sessionEndedDialog: DialogRequest = { kind: 'error', title: 'Error', message: 'Authentication error: Authentication Failure' };

export interface PresentedFailure {
  place: 'inline' | 'dialog' | 'nowhere';
  text: string;
  dialog: DialogRequest;
}

/**
 * How to show `error`, which happened while doing `action` ("validate the bank account"; the
 * gateway's own words win where it sent some), on a screen that has, or has not, a place for it.
 */
export function presentFailure(error: unknown, action: string, hasInlinePlace: boolean): PresentedFailure {
  const failure = readFailure(error);
  const presentation = { ...standard, ...byCode[failure.code] };
  const text = presentation.words(failure, failure.action ?? action);
  const place = presentation.where === 'nowhere' ? 'nowhere' : presentation.where === 'inline-or-dialog' && hasInlinePlace ? 'inline' : 'dialog';
  return { place, text, dialog: { kind: 'warning', title: 'Error', message: text } };
}

/** The words alone, for a failure that is part of a result (one row of a list that failed). */
export const describeFailure = (error: unknown, action: string) => presentFailure(error, action, true).text;

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openDialog } from '../dialogs/dialog-store';
import { presentFailure } from './failure-presentation';

export interface FailureHandle {
  /** The words shown in place, while a failure is; null otherwise. */
  message: string | null;
  /** Shows what went wrong doing the hook's action (or `action`), as failure-presentation.ts decides. */
  report: (error: unknown, action?: string) => void;
  /** Puts the failure shown in place away (a new attempt, the person changed the input). */
  clear: () => void;
  /** Called by FailureMessage while it is on the screen: the screen then has a place for the failure. */
  holdPlace: () => () => void;
}

/**
 * Presents the failures of what a screen does (`action`: "validate the bank account"). Where the
 * screen renders a FailureMessage for this hook, a failure is shown there; where it renders none,
 * the Error dialog opens. With `watch`, a query's error, each new error is reported as it arrives
 * and put away when the query succeeds; without it, the screen reports what it catches.
 */
export function useFailure(action: string, options: { watch?: unknown } = {}): FailureHandle {
  const watching = 'watch' in options;
  const watched = options.watch;
  const [shown, setShown] = useState<{ text: string; error: unknown } | null>(null);
  const places = useRef(0);

  const report = useCallback(
    (error: unknown, actionNow = action) => {
      const presented = presentFailure(error, actionNow, places.current > 0);
      setShown(presented.place === 'inline' ? { text: presented.text, error } : null);
      if (presented.place === 'dialog') void openDialog(presented.dialog);
    },
    [action],
  );
  const clear = useCallback(() => setShown(null), []);
  const holdPlace = useCallback(() => {
    places.current += 1;
    return () => {
      places.current -= 1;
    };
  }, []);

  useEffect(() => {
    if (watched) report(watched);
  }, [watched, report]);

  // A query's failure is shown while it is the query's current error, and goes when a retry succeeds.
  const current = shown && (!watching || shown.error === watched) ? shown.text : null;
  return useMemo(() => ({ message: current, report, clear, holdPlace }), [current, report, clear, holdPlace]);
}

import { useEffect, useId, useState } from 'react';
import type { HelpTip } from './help-tip';
import { helpTipStore } from './help-tip-store';

/**
 * Holds the tour back while `busy` (e.g. a query's `loading`). Each caller is its own busy
 * source, so one screen finishing does not release another's hold; unmounting releases it.
 */
export function useHelpTipsBusy(busy: boolean) {
  const source = useId();
  useEffect(() => {
    helpTipStore.setBusy(busy, source);
    return () => helpTipStore.setBusy(false, source);
  }, [busy, source]);
}

/**
 * Registers a screen's tips and starts its first-visit tour; leaving the screen ends it.
 * `tips` is read once (the first render), so an inline array does not restart the tour.
 * Pass `busy` while the screen's requests are in flight so tips wait for the page to fill in.
 */
export function useHelpTips(screen: string, tips: readonly HelpTip[], busy = false) {
  const [initialTips] = useState(tips);
  // Declared first so the busy hold is in place before the tour starts.
  useHelpTipsBusy(busy);
  useEffect(() => {
    helpTipStore.register(screen, initialTips);
    helpTipStore.start(screen);
    return () => helpTipStore.stop(screen);
  }, [screen, initialTips]);
}

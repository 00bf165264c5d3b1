import { useEffect } from 'react';
import { loadingStore, type LoadingKind } from './loading-store';

/**
 * How long a wait may last before the overlay covers the page: most answers arrive sooner, and an
 * overlay flashing on and off for those is worse than none.
 */
export const overlayDelayMs = 400;

/**
 * Marks the named area as loading while `waiting`, so the frame's overlay covers the page once the
 * wait outlasts the delay; stops the area when the wait ends or the caller unmounts.
 */
export function useLoadingArea(name: string, waiting: boolean, options: { delayMs?: number; kind?: LoadingKind } = {}) {
  const { delayMs = overlayDelayMs, kind } = options;
  useEffect(() => {
    if (!waiting) return undefined;
    loadingStore.start(name, { delayMs, kind });
    return () => loadingStore.stop(name);
  }, [name, waiting, delayMs, kind]);
}

import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first use (React.lazy), and `load`, which starts its chunk or gives the one
 * on its way: one promise for both, so a ReadySuspense around the component waits on the very
 * promise React does, and a screen can start the chunk early. A failed load is forgotten, so the
 * next asks again.
 */
export function lazyChunk<Props extends object>(importer: () => Promise<{ default: ComponentType<Props> }>) {
  let chunk: Promise<{ default: ComponentType<Props> }> | undefined;
  const load = () =>
    (chunk ??= importer().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
  return { Component: lazy(load), load };
}

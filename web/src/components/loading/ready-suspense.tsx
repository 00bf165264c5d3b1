import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A Suspense boundary for something already on its way (a screen's preloaded query, a chunk that
 * started loading): `fallback` until `ready` settles, then the children at once.
 *
 * Left to itself, React shows a waiting boundary's children in a render of its own kind (a
 * "retry"), and holds that render's commit until 300 ms after any boundary of the page last showed
 * or hid its fallback, so that a page does not pop in by pieces. React does that on purpose, and
 * it made a report whose answer came 50 ms after its skeleton wait some 250 ms more, on every load
 * and change of period (docs/request-path.md, "The wait after the answer"). The state this sets when `ready`
 * settles makes an ordinary update of the boundary, which React commits as soon as it is rendered.
 */
export function ReadySuspense({ ready, fallback, children }: { ready: PromiseLike<unknown> | null | undefined; fallback: ReactNode; children: ReactNode }) {
  const [, setSettled] = useState<PromiseLike<unknown>>();
  useEffect(() => {
    if (!ready) return;
    let shown = true;
    // Settled either way: a failure, too, is for the children to show (or throw), not to wait on.
    const settle = () => shown && setSettled(ready);
    ready.then(settle, settle);
    return () => {
      shown = false;
    };
  }, [ready]);
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

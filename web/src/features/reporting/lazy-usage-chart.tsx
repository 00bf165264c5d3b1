import type { ComponentProps, ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { ReadySuspense } from '../../components/loading/ready-suspense';
import { lazyChunk } from '../../lib/lazy-chunk';

// MUI X Charts is most of a report's weight (some 95 KB gzip): it loads in a chunk of its own.
// The reports' modules ask for it as they load, before their report is asked for
// (`preloadUsageChart`), so the chart draws with the figures rather than after a fetch of its own.
const { Component: Chart, load: loadChart } = lazyChunk(() => import('./usage-chart'));

type Props = ComponentProps<typeof Chart>;

/** The chart once its chunk is in: drawn at once, with no placeholder frame first. */
let loaded: ComponentType<Props> | undefined;

/** Starts loading the chart's chunk; a report's module calls it as it loads. */
export function preloadUsageChart(): void {
  if (!loaded)
    void loadChart().then(
      (module) => (loaded = module.default),
      // A failed preload is not a failure: the chart asks again when it is drawn, and says so then.
      () => undefined,
    );
}

/**
 * The usage chart, loaded on first use, with a placeholder of its size until then. A chunk that
 * comes after the figures shows as soon as it is in, not when React's reveal throttle allows
 * (ReadySuspense).
 */
export function UsageChart(props: Props) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <ReadySuspense ready={loadChart()} fallback={<Skeleton variant="rounded" height={props.height ?? 320} aria-hidden="true" />}>
      <Chart {...props} />
    </ReadySuspense>
  );
}

import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';

// MUI X Charts is most of a report's weight (some 95 KB gzip): it loads in a chunk of its own.
// The reports' loaders ask for it while the report's answer is on its way (`preloadUsageChart`),
// so the chart draws with the figures rather than after a fetch of its own.
const loadChart = () => import('./usage-chart');
const Chart = lazy(loadChart);

type Props = ComponentProps<typeof Chart>;

/** The chart once its chunk is in: drawn at once, with no placeholder frame first. */
let loaded: ComponentType<Props> | undefined;

/** Starts loading the chart's chunk; a report's loader calls it with its query. */
export function preloadUsageChart(): void {
  if (!loaded)
    void loadChart().then(
      (chart) => (loaded = chart.default),
      // A failed preload is not a failure: the chart asks again when it is drawn, and says so then.
      () => undefined,
    );
}

/** The usage chart, loaded on first use, with a placeholder of its size until then. */
export function UsageChart(props: Props) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 320} aria-hidden="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}

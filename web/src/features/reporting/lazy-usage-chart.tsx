import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';

// MUI X Charts is most of a report's weight (some 95 KB gzip): it loads in a chunk of its own,
// after the report's figures, which show at once.
const Chart = lazy(() => import('./usage-chart'));

type Props = ComponentProps<typeof Chart>;

/** The usage chart, loaded on first use, with a placeholder of its size until then. */
export function UsageChart(props: Props) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 320} aria-hidden="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}

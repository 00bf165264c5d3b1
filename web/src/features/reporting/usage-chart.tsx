import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { MarkShape } from '@mui/x-charts/models';
import { ChartMark } from './chart-mark';
import { count } from './format';
import { CHART_MARGIN_PX, LABEL_FONT_PX, LABEL_SPACING_PX, Y_AXIS_PX, placeMarkers, rightMarginPx, type ChartMarker } from './marker-labels';

export type { ChartMarker } from './marker-labels';

/** Each line has a mark shape of its own as well as a colour, so the lines tell apart without colour. */
const lineShapes: MarkShape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye'];
/** And a dash of its own, for where the marks are sparse. */
const lineDashes = ['none', '8 4', '2 4', '12 4 2 4', '4 4', '16 6', '2 2'];

export interface ChartLine {
  id: string;
  name: string;
  values: readonly (number | null)[];
  /** A forecast rather than a record: drawn dashed. */
  forecast?: boolean;
  /** The points to mark, where not every so many. */
  marks?: readonly number[];
}

interface Props {
  /** The x axis labels, one per value. */
  labels: readonly string[];
  lines: readonly ChartLine[];
  /** Vertical lines pointing something out: the weeks that changed. */
  markers?: readonly ChartMarker[];
  yLabel: string;
  height?: number;
}

const NO_MARKERS: readonly ChartMarker[] = [];

/** Marks on about 15 points of each line: enough to tell the shapes apart, few enough to read. */
const markEvery = (count: number) => Math.max(1, Math.ceil(count / 15));

/**
 * The width the chart has to draw in, from a ResizeObserver on its box: the observer reports it
 * once the browser lays the page out, before that frame is painted. Without it, MUI X reads the
 * box's computed style as the chart mounts, which makes the browser style and lay out the whole
 * new page there and then, and draws the chart twice (at no width, then at the width it read).
 * Until the first report the box holds the chart's height and the chart is not drawn.
 */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry!.contentRect.width);
      // Drawn within the frame being laid out, so the chart is painted with the figures.
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * A line chart of clicks. It is a picture only (hidden from screen readers): the numbers it draws
 * are in the figure table beside it.
 */
export default function UsageChart({ labels, lines, markers = NO_MARKERS, yLabel, height = 320 }: Props) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { box, width } = useBoxWidth();
  const paper = useTheme().palette.background.paper;
  const every = markEvery(labels.length);
  // A tick for every day of a long forecast would draw a solid bar under the chart.
  const tickEvery = Math.max(1, Math.ceil(labels.length / 24));
  const series = useMemo(
    () =>
      lines.map((line, index) => ({
        id: line.id,
        label: line.name,
        data: [...line.values],
        shape: lineShapes[index % lineShapes.length],
        showMark: line.marks
          ? ({ index: point }: { index: number }) => line.marks!.includes(point)
          : ({ index: point }: { index: number }) => point % every === 0,
        curve: 'linear' as const,
        labelMarkType: 'line+mark' as const,
        valueFormatter: (value: number | null) => (value === null ? null : count(value)),
      })),
    [lines, every],
  );
  const placedMarkers = useMemo(() => (width === undefined ? [] : placeMarkers(markers, labels, width)), [markers, labels, width]);
  // The box's style class stays the same once the width is known (its height held inline), so
  // its rules are written once and not again for a second class as the chart is drawn.
  const look = useMemo(
    () => ({
      width: '100%',
      ...Object.fromEntries(
        lines.map((line, index) => [`& path[data-series="${line.id}"]`, { strokeDasharray: line.forecast ? '6 4' : lineDashes[index % lineDashes.length] }]),
      ),
    }),
    [lines],
  );
  return (
    <Box ref={box} aria-hidden="true" sx={look} style={width === undefined ? { minHeight: height } : undefined}>
      {width !== undefined && (
        <LineChart
          width={width}
          height={height}
          margin={{ left: CHART_MARGIN_PX, right: rightMarginPx(labels) }}
          skipAnimation={reducedMotion}
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'point', data: [...labels], tickLabelMinGap: 24, tickInterval: (_: unknown, index: number) => index % tickEvery === 0 }]}
          // Clicks come whole: ticks a click apart at least, where a few clicks drew 0, 0.5, 1, 1.5 … 3.
          yAxis={[{ label: yLabel, width: Y_AXIS_PX, min: 0, tickMinStep: 1, valueFormatter: (value: number) => count(value) }]}
          series={series}
          slots={{ mark: ChartMark }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } }, mark: { fill: paper } }}
        >
          {placedMarkers.map((marker) => (
            <ChartsReferenceLine
              key={marker.at + marker.label}
              x={marker.at}
              label={marker.side ? marker.label : ''}
              labelAlign="start"
              spacing={{ x: marker.side === 'left' ? -LABEL_SPACING_PX : LABEL_SPACING_PX, y: LABEL_SPACING_PX }}
              lineStyle={{ strokeDasharray: '3 3' }}
              labelStyle={marker.side === 'left' ? { fontSize: LABEL_FONT_PX, textAnchor: 'end' } : { fontSize: LABEL_FONT_PX }}
            />
          ))}
        </LineChart>
      )}
    </Box>
  );
}

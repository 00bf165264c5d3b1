import { lineClasses, type MarkElementProps } from '@mui/x-charts/LineChart';
import { symbol, symbolsFill } from '@mui/x-charts-vendor/d3-shape';
import type { MarkShape } from '@mui/x-charts/models';

/** Each shape's outline, made once: MUI X's own marks draw the same d3 symbols, in the same order. */
const shapeOrder: MarkShape[] = ['circle', 'cross', 'diamond', 'square', 'star', 'triangle', 'wye'];
const outlines = new Map(shapeOrder.map((shape, index) => [shape, symbol(symbolsFill[index]!)()!]));

/**
 * A point marked on a line, drawn as MUI X draws it (a circle of radius 5, or the shape's symbol,
 * outlined in the line's colour) but as a plain element. MUI X's own mark is a styled component
 * with a store subscription, pointer handlers and a position animation each: with 15 marks on
 * each of 20 lines that was a large part of drawing the Tokens chart. The chart is a picture only
 * (its tooltip follows the axis, not the marks), so the marks need none of it.
 */
export function ChartMark({ x, y, color, shape, seriesId, dataIndex, hidden, fill }: MarkElementProps) {
  const common = {
    className: lineClasses.mark,
    fill,
    stroke: color,
    strokeWidth: 2,
    opacity: hidden ? 0 : 1,
    pointerEvents: hidden ? 'none' : undefined,
    'data-series': seriesId,
    'data-index': dataIndex,
  };
  if (shape === 'circle') return <circle cx={x} cy={y} r={5} {...common} />;
  return <path d={outlines.get(shape)} transform={`translate(${x} ${y})`} {...common} />;
}

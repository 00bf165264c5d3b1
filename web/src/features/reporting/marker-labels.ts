/**
 * Where a chart's marker labels go, so that none runs into another. Pure.
 *
 * A marker is a vertical line at a week that changed, one a week at most: about 12 on a 90-day
 * chart, some 25 px apart on a phone. Its label is written at 12 px beside the line's top, to its
 * right, or to its left where the chart ends first (the latest week). The labels are placed from
 * the right, so the latest weeks keep theirs; one that does not fit is left out and its line drawn
 * alone, the notes under the chart saying it in words.
 */

/** The chart's geometry, given to MUI X as well (usage-chart.tsx), in px. */
export const CHART_MARGIN_PX = 20;
export const Y_AXIS_PX = 64;
/** Between a marker's line and its label, across and down from the plot's top. */
export const LABEL_SPACING_PX = 5;
export const LABEL_FONT_PX = 12;
/** About how wide a label's character is drawn: a little over Roboto's average at 12 px. */
export const LABEL_CHARACTER_PX = LABEL_FONT_PX * 0.625;
/** The space kept between two labels. */
export const LABEL_GAP_PX = 8;

/**
 * The chart's right margin for an x axis whose labels are `labels`, in px. The axis's last label
 * is written centred on the plot's right edge, so half of it lies in this margin, and MUI X
 * shortens a label that would reach past the chart ("28 N…"). The margin holds half the last
 * label, estimated at the 12 px its tick labels are drawn at too, a little wide; the labels
 * before it stand a step further in. Only the last label is read: no work per point.
 */
export function rightMarginPx(labels: readonly string[]): number {
  const last = labels.at(-1) ?? '';
  return Math.max(CHART_MARGIN_PX, Math.ceil((last.length * LABEL_CHARACTER_PX) / 2));
}

export interface ChartMarker {
  /** The x label it stands at. */
  at: string;
  label: string;
}

/** Which side of its line a marker's label is written on; none where it fits on neither. */
export type LabelSide = 'right' | 'left' | null;

export interface PlacedMarker extends ChartMarker {
  side: LabelSide;
}

/**
 * For markers at `x` px, left to right, the side each label goes: the right where it ends before
 * `right` and clear of the labels already placed to its right; the left where the edge, not another
 * label, leaves no room on the right, and it starts after `left`; else none. Labels stay on the
 * right where they can, so that every one reads the same way.
 */
export function labelSides(markers: readonly { x: number; label: string }[], left: number, right: number): LabelSide[] {
  const sides: LabelSide[] = markers.map(() => null);
  let clearTo = right;
  for (let index = markers.length - 1; index >= 0; index -= 1) {
    const { x, label } = markers[index]!;
    const width = label.length * LABEL_CHARACTER_PX;
    const end = x + LABEL_SPACING_PX + width;
    if (end <= clearTo) {
      sides[index] = 'right';
      clearTo = x + LABEL_SPACING_PX - LABEL_GAP_PX;
    } else if (end > right && x - LABEL_SPACING_PX <= clearTo && x - LABEL_SPACING_PX - width >= left) {
      sides[index] = 'left';
      clearTo = x - LABEL_SPACING_PX - width - LABEL_GAP_PX;
    }
  }
  return sides;
}

/**
 * The markers of a chart `width` px wide whose x axis is `labels`, left to right, each with its
 * label's side. The axis is a point scale: its first label at the plot's left edge, its last at
 * the right. A marker at no label of the axis is left out, as MUI X would leave it.
 */
export function placeMarkers(markers: readonly ChartMarker[], labels: readonly string[], width: number): PlacedMarker[] {
  const left = CHART_MARGIN_PX + Y_AXIS_PX;
  const right = width - rightMarginPx(labels);
  const step = labels.length > 1 ? (right - left) / (labels.length - 1) : 0;
  const indexOf = new Map(labels.map((label, index) => [label, index]));
  const placed = markers
    .map((marker) => ({ marker, index: indexOf.get(marker.at) }))
    .filter((entry): entry is { marker: ChartMarker; index: number } => entry.index !== undefined)
    .sort((a, b) => a.index - b.index);
  // A label may reach into the right margin (nothing is drawn there), not into the y axis.
  const sides = labelSides(
    placed.map(({ marker, index }) => ({ x: left + index * step, label: marker.label })),
    left,
    width,
  );
  return placed.map(({ marker }, at) => ({ ...marker, side: sides[at]! }));
}

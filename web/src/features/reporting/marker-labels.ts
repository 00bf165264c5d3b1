/**
 * Which of a chart's marker labels can be written without running into another. Pure.
 *
 * A marker's label starts just right of its vertical line and runs left to right, at 12 px. A
 * report of many lines marks a week in every third or fourth column of a 90-day chart, and on a
 * phone the weeks are some 25 px apart: every label written would be a smear of overlapping text.
 * A label that does not fit is left out and its line drawn alone; the notes under the chart say
 * the same in words.
 */

/** About how wide a character of a 12 px label is drawn, a little over Roboto's average. */
export const LABEL_CHARACTER_PX = 7.5;
/** The space kept between a label's end and the next label's start. */
export const LABEL_GAP_PX = 8;

/**
 * For each marker, left to right (`x`: where its label starts, in px), whether its label is drawn:
 * each one that fits is kept, from the left, when it starts clear of the last kept one and ends
 * before `right`, the plot's right edge.
 */
export function labelsThatFit(markers: readonly { x: number; label: string }[], right: number): boolean[] {
  let clearFrom = Number.NEGATIVE_INFINITY;
  return markers.map(({ x, label }) => {
    const end = x + label.length * LABEL_CHARACTER_PX;
    if (x < clearFrom || end > right) return false;
    clearFrom = end + LABEL_GAP_PX;
    return true;
  });
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHART_MARGIN_PX, LABEL_CHARACTER_PX, LABEL_GAP_PX, labelSides, placeMarkers, rightMarginPx } from './marker-labels';

// "▲ 40%" is 5 characters, 37.5 px, written 5 px right of its line, and must end 8 px before the
// next label starts (5 px right of the next line): lines 45.5 px apart both fit.
const label = '▲ 40%';
const apart = 5 * LABEL_CHARACTER_PX + LABEL_GAP_PX;
const at = (...xs: number[]) => xs.map((x) => ({ x, label }));

describe('labelSides', () => {
  it.each([
    ['none', at(), []],
    ['one with room', at(100), ['right']],
    ['two far apart', at(100, 300), ['right', 'right']],
    ['two just far enough apart', at(100, 100 + apart), ['right', 'right']],
    ['two a pixel too close: the earlier one is left out', at(100, 99 + apart), [null, 'right']],
    ['a phone’s weeks, 25 px apart: every other one', at(100, 125, 150, 175, 200), ['right', null, 'right', null, 'right']],
    ['the last, with the chart’s edge too close: on its left', at(990), ['left']],
    ['the last on its left, and one clear of it', at(890, 990), ['right', 'left']],
    ['the last on its left, and one too close to it', at(950, 990), [null, 'left']],
    ['too long for either side of the last', [{ x: 990, label: 'x'.repeat(150) }], [null]],
  ] as const)('%s', (_, markers, expected) => {
    expect(labelSides(markers, 84, 1000)).toEqual(expected);
  });

  it('keeps a short label where a long one before it does not fit', () => {
    expect(
      labelSides(
        [
          { x: 100, label: 'x'.repeat(40) },
          { x: 200, label },
        ],
        84,
        1000,
      ),
    ).toEqual([null, 'right']);
  });
});

describe('placeMarkers', () => {
  it('places the markers of a 1,000 px chart at their days, left to right, leaving out one at no day', () => {
    // 11 days: the first at 84 px (margin and y axis), the last at 977 px (the right margin holds half of '11 Nov').
    const days = Array.from({ length: 11 }, (_, index) => `${index + 1} Nov`);
    const placed = placeMarkers(
      [
        { at: '11 Nov', label },
        { at: '1 Nov', label },
        { at: '31 Oct', label },
        { at: '6 Nov', label: '3 up, 2 down' },
      ],
      days,
      1000,
    );
    expect(placed).toEqual([
      { at: '1 Nov', label, side: 'right' },
      { at: '6 Nov', label: '3 up, 2 down', side: 'right' },
      // At 977 px, 37.5 px of label would end past the chart's 1,000: it goes on the left.
      { at: '11 Nov', label, side: 'left' },
    ]);
  });
});

describe('rightMarginPx', () => {
  // Chromium draws '27 Nov 2026' 69 px wide and '30 Sept 2027' 72 px wide at 12 px: centred on the
  // plot's right edge, half of it is in the margin, or MUI X writes '27 Nov…'.
  it.each([
    ['27 Nov 2026', 69],
    ['30 Sept 2027', 72],
    ['Nov 2026', 49],
  ])('holds half of a last label %s (%i px drawn)', (last, drawn) => {
    expect(rightMarginPx(['30 Oct 2026', last])).toBeGreaterThanOrEqual(drawn / 2);
  });

  it('keeps the usual margin where the last label is short, or there is none', () => {
    expect(rightMarginPx(['1', '2'])).toBe(CHART_MARGIN_PX);
    expect(rightMarginPx([])).toBe(CHART_MARGIN_PX);
  });
});

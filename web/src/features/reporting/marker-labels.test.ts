// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LABEL_CHARACTER_PX, LABEL_GAP_PX, labelsThatFit } from './marker-labels';

// "▲ 40%" is 5 characters: 37.5 px wide, and the next label may start 8 px after it ends.
const wide = 5 * LABEL_CHARACTER_PX;

describe('labelsThatFit', () => {
  it.each([
    ['none', [], 1000, []],
    ['one with room', [{ x: 100, label: '▲ 40%' }], 1000, [true]],
    ['two far apart', [{ x: 100, label: '▲ 40%' }, { x: 300, label: '▼ 50%' }], 1000, [true, true]],
    ['the next starting just clear', [{ x: 100, label: '▲ 40%' }, { x: 100 + wide + LABEL_GAP_PX, label: '▼ 50%' }], 1000, [true, true]],
    ['the next starting a pixel too soon', [{ x: 100, label: '▲ 40%' }, { x: 99 + wide + LABEL_GAP_PX, label: '▼ 50%' }], 1000, [true, false]],
    [
      'a phone’s weeks, 25 px apart: every other one would still overlap, so every second is kept',
      [0, 25, 50, 75, 100].map((x) => ({ x, label: '▲ 40%' })),
      1000,
      [true, false, true, false, true],
    ],
    ['one running past the right edge', [{ x: 980, label: '▲ 40%' }], 1000, [false]],
    ['one ending at the right edge', [{ x: 1000 - wide, label: '▲ 40%' }], 1000, [true]],
    [
      'a long label left out leaves room for the one after it',
      [{ x: 0, label: 'x'.repeat(200) }, { x: 50, label: '▲ 40%' }],
      1000,
      [false, true],
    ],
  ] as const)('%s', (_, markers, right, expected) => {
    expect(labelsThatFit(markers, right)).toEqual(expected);
  });
});

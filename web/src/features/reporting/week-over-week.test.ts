// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeShareFromSearch, describeChange, largestChangesFirst, weeklyChanges, type WeeklyChange } from './week-over-week';

/** The days from 2026-11-01 with these clicks, as weeklyChanges takes them. */
const days = (...clicks: number[]) => [clicks.map((_, index) => new Date(Date.UTC(2026, 10, 1 + index)).toISOString()), clicks] as const;
const week = (clicks: number) => Array<number>(7).fill(clicks);

describe('weeklyChanges', () => {
  it.each([
    ['steady use', [...week(10), ...week(10)], 0.25, []],
    ['40% more, over 25%', [...week(10), ...week(14)], 0.25, [{ clicks: 98, previous: 70, change: 0.4 }]],
    ['40% more, not over 50%', [...week(10), ...week(14)], 0.5, []],
    ['exactly 25% is not more than 25%', [...week(4), ...week(5)], 0.25, []],
    ['half as much', [...week(10), ...week(5)], 0.25, [{ clicks: 35, previous: 70, change: -0.5 }]],
    ['use after a week without', [...week(0), ...week(3)], 0.25, [{ clicks: 21, previous: 0, change: null }]],
    ['two weeks without', [...week(0), ...week(0)], 0.25, []],
    ['fewer than two weeks', week(10), 0.25, []],
  ] as const)('%s', (_, clicks, share, expected) => {
    expect(weeklyChanges(...days(...clicks), share).map(({ clicks, previous, change }) => ({ clicks, previous, change }))).toEqual(expected);
  });

  it('counts weeks back from the last day, leaving the first days over', () => {
    // 3 odd days, then two weeks: the 3 days belong to no week.
    const changes = weeklyChanges(...days(1000, 1000, 1000, ...week(10), ...week(20)), 0.25);
    expect(changes).toEqual([{ from: '2026-11-11T00:00:00.000Z', to: '2026-11-17T00:00:00.000Z', clicks: 140, previous: 70, change: 1 }]);
  });

  it('compares each week with the one before it', () => {
    const changes = weeklyChanges(...days(...week(10), ...week(20), ...week(20), ...week(5)), 0.25);
    expect(changes.map((change) => change.change)).toEqual([1, -0.75]);
  });
});

describe('describeChange', () => {
  it.each([
    [0.4, 'up 40% on the week before'],
    [-0.5, 'down 50% on the week before'],
    [null, 'up from none the week before'],
  ])('%s reads "%s"', (change, words) => {
    expect(describeChange({ from: '', to: '', clicks: 0, previous: 0, change })).toBe(words);
  });
});

describe('changeShareFromSearch', () => {
  it.each([
    ['change=50', 50],
    ['change=10', 10],
    ['change=33', 25],
    ['', 25],
  ])('"%s" gives %i%%', (query, share) => {
    expect(changeShareFromSearch(new URLSearchParams(query))).toBe(share);
  });
});

describe('largestChangesFirst', () => {
  /** A week of `clicks` after one of `previous`. */
  const change = (from: string, clicks: number, previous: number): WeeklyChange => ({
    from,
    to: from,
    clicks,
    previous,
    change: previous === 0 ? null : (clicks - previous) / previous,
  });
  it.each([
    ['no lines', [], []],
    [
      'the most clicks changed first, up or down',
      [
        { name: 'A', changes: [change('w1', 130, 100), change('w2', 20, 100)] },
        { name: 'B', changes: [change('w1', 150, 100)] },
      ],
      ['A w2', 'B w1', 'A w1'],
    ],
    [
      'a few clicks tripled after a halving of thousands',
      [
        { name: 'token', changes: [change('w1', 6, 2)] },
        { name: 'service', changes: [change('w1', 5_000, 10_000)] },
      ],
      ['service w1', 'token w1'],
    ],
    [
      'a week up from none by its clicks',
      [
        { name: 'A', changes: [change('w1', 140, 100)] },
        { name: 'B', changes: [change('w2', 30, 0)] },
        { name: 'C', changes: [change('w2', 50, 0)] },
      ],
      ['C w2', 'A w1', 'B w2'],
    ],
    [
      'equal changes in the lines’ order, oldest week first',
      [
        { name: 'A', changes: [change('w1', 150, 100), change('w3', 50, 100)] },
        { name: 'B', changes: [change('w2', 50, 0), change('w1', 100, 150)] },
      ],
      ['A w1', 'A w3', 'B w2', 'B w1'],
    ],
  ] as const)('%s', (_, lines, expected) => {
    expect(largestChangesFirst(lines).map((note) => `${note.name} ${note.change.from}`)).toEqual(expected);
  });
});

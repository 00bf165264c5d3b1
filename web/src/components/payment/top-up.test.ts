// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { topUpChoices, topUpLabel, topUpSentence } from './top-up';

describe('automatic top-up', () => {
  it.each([
    [null, [0, 10, 20, 30]],
    [0, [0, 10, 20, 30]],
    [20, [0, 10, 20, 30]],
    [85, [0, 10, 20, 30, 85]],
    [5, [0, 5, 10, 20, 30]],
  ] as const)('offers the usual shares and the one in force (%s)', (current, expected) => {
    expect(topUpChoices(current)).toEqual(expected);
  });

  it.each([
    [0, 'Off'],
    [20, 'Below 20%'],
  ])('labels share %s as %s', (share, label) => {
    expect(topUpLabel(share)).toBe(label);
  });

  it.each([
    [null, null, null],
    [0, '2027-04-12T00:00:00.000Z', null],
    [20, '2027-04-12T00:00:00.000Z', 'Tops up when fewer than 20% of the clicks are left: expected around 12 Apr 2027 at the recent average daily use'],
    [10, null, 'Tops up when fewer than 10% of the clicks are left: not expected before the period ends at the recent average daily use'],
  ] as const)('says what top-up at %s%% will do (expected %s)', (share, expected, sentence) => {
    expect(topUpSentence(share, expected)).toBe(sentence);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedOrder, inDisplayOrder, moveItem, nextDisplayOrder } from './display-order';

const items = [
  { id: 'c', displayOrder: 3 },
  { id: 'a', displayOrder: 1 },
  { id: 'b', displayOrder: 2 },
];
const ids = (list: { id: string }[]) => list.map((item) => item.id).join('');

describe('display order', () => {
  it('shows items by display order, ties as given', () => {
    expect(ids(inDisplayOrder([...items, { id: 'd', displayOrder: 1 }]))).toBe('adbc');
  });

  it.each([
    { case: 'a drag from first to last', from: 0, to: 2, order: 'bca' },
    { case: 'one step up with the keyboard', from: 2, to: 1, order: 'acb' },
    { case: 'one step down', from: 0, to: 1, order: 'bac' },
    { case: 'up from the top stays', from: 0, to: -1, order: 'abc' },
    { case: 'down from the bottom stays', from: 2, to: 3, order: 'abc' },
  ])('$case', ({ from, to, order }) => {
    const moved = moveItem(items, from, to);
    expect(ids(moved)).toBe(order);
    expect(moved.map((item) => item.displayOrder)).toEqual([1, 2, 3]);
  });

  it('saves only what moved', () => {
    const gappy = [
      { id: 'a', displayOrder: 1 },
      { id: 'b', displayOrder: 2 },
      { id: 'c', displayOrder: 3 },
      { id: 'd', displayOrder: 4 },
    ];
    expect(ids(changedOrder(gappy, moveItem(gappy, 1, 2)))).toBe('cb');
  });

  it('puts a new item last', () => {
    expect(nextDisplayOrder(items)).toBe(4);
    expect(nextDisplayOrder([])).toBe(1);
  });
});

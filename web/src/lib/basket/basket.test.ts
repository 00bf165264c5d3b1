// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addToBasket, changeClicks, isValidClicks, MAX_CLICKS, parseBasket, removeFromBasket, type BasketItem } from './basket';

const line = (planId: string, clicks: number, ccId = '103'): BasketItem => ({ organisationId: '102', ccId, datasetId: '1', planId, clicks });

describe('adding to the basket', () => {
  it.each<[string, BasketItem[], BasketItem, BasketItem[]]>([
    ['an empty basket gains the line', [], line('1', 5000), [line('1', 5000)]],
    ['another plan is a second line', [line('1', 5000)], line('4', 1000), [line('1', 5000), line('4', 1000)]],
    ['the same plan gains the clicks', [line('1', 5000), line('4', 1000)], line('1', 2000), [line('1', 7000), line('4', 1000)]],
    ['the same plan for another account is its own line', [line('1', 5000)], line('1', 100, '104'), [line('1', 5000), line('1', 100, '104')]],
    ['the clicks stop at the most a line may hold', [line('1', MAX_CLICKS - 1)], line('1', 10), [line('1', MAX_CLICKS)]],
  ])('%s', (_, before, item, after) => {
    expect(addToBasket(before, item)).toEqual(after);
  });

  it('refuses clicks that are not a positive whole number', () => {
    for (const clicks of [0, -5, 1.5, Number.NaN, MAX_CLICKS + 1]) expect(() => addToBasket([], line('1', clicks))).toThrow(RangeError);
  });
});

describe('changing and removing lines', () => {
  const basket = [line('1', 5000), line('4', 1000)];
  it.each<[string, BasketItem[], BasketItem[]]>([
    ['a new quantity replaces the old', changeClicks(basket, '4', 3000), [line('1', 5000), line('4', 3000)]],
    ['a plan not in the basket changes nothing', changeClicks(basket, '9', 3000), basket],
    ['removing takes the line away', removeFromBasket(basket, '1'), [line('4', 1000)]],
    ['removing the last line empties it', removeFromBasket([line('4', 1000)], '4'), []],
    ['removing a plan not in it changes nothing', removeFromBasket(basket, '9'), basket],
  ])('%s', (_, result, expected) => {
    expect(result).toEqual(expected);
  });

  it('leaves the basket it was given as it was', () => {
    const before = structuredClone(basket);
    changeClicks(basket, '1', 1);
    removeFromBasket(basket, '1');
    addToBasket(basket, line('1', 1));
    expect(basket).toEqual(before);
  });

  it('refuses a quantity a line may not hold', () => {
    expect(() => changeClicks(basket, '1', 0)).toThrow(RangeError);
  });
});

describe('reading a stored basket', () => {
  it.each<[string, string | null, BasketItem[]]>([
    ['nothing stored is empty', null, []],
    ['text that is not JSON is empty', '{not json', []],
    ['JSON that is not a list is empty', '{"planId":"1"}', []],
    ['stored lines read back', JSON.stringify([line('1', 5000)]), [line('1', 5000)]],
    ['ids stored as numbers read back as ids', JSON.stringify([{ organisationId: 102, ccId: 103, datasetId: 1, planId: 1, clicks: 5 }]), [line('1', 5)]],
    ['lines that are not items are dropped', JSON.stringify([line('1', 5000), { planId: '2' }, 'x', line('3', -1)]), [line('1', 5000)]],
    ["another account's lines are dropped", JSON.stringify([line('1', 5000), line('2', 10, '104')]), [line('1', 5000)]],
    ['a plan stored twice reads back as one line', JSON.stringify([line('1', 5000), line('1', 1000)]), [line('1', 6000)]],
  ])('%s', (_, raw, expected) => {
    expect(parseBasket(raw, '103')).toEqual(expected);
  });
});

describe('a quantity of clicks', () => {
  it.each([
    [1, true],
    [5000, true],
    [MAX_CLICKS, true],
    [0, false],
    [-1, false],
    [2.5, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s is allowed: %s', (clicks, allowed) => {
    expect(isValidClicks(clicks)).toBe(allowed);
  });
});

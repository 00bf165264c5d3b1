import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { basketKey } from '../storage-keys';
import { basketStore, useBasket, useBasketCount } from './basket-store';

const ACCOUNT = '103';
const line = { organisationId: '102', ccId: ACCOUNT, datasetId: '1', planId: '2', clicks: 20000 };

/** What the thank-you page in another tab does once the order is paid: the lines leave local storage. */
const paidInAnotherTab = () => localStorage.removeItem(basketKey(ACCOUNT));

afterEach(() => {
  localStorage.clear();
});

describe("a tab's basket, once it was paid for in another tab", () => {
  it('shows empty when the browser brings the page back from its back/forward cache, which heard no storage event meanwhile', () => {
    basketStore.add(ACCOUNT, line);
    const basket = renderHook(() => useBasket(ACCOUNT));
    const count = renderHook(() => useBasketCount(ACCOUNT));
    expect(basket.result.current).toEqual([line]);

    paidInAnotherTab();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(basket.result.current).toEqual([]);
    expect(count.result.current).toBe(0);
  });
});

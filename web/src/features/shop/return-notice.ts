import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a page the portal sent the person to (payment, card) said on the way back. */
export interface ReturnNotice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

/**
 * Reads what the provider's payment page added to the address the portal gave it, shows it once,
 * and takes it out of the address: the portal keeps the query across navigation, and the words
 * must not follow the person to every later page, nor come back on a reload.
 */
export function useReturnNotice(keys: readonly string[], read: (query: URLSearchParams) => ReturnNotice | null): ReturnNotice | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => read(new URLSearchParams(search)));
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!keys.some((key) => query.has(key))) return;
    for (const key of keys) query.delete(key);
    const rest = query.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [keys, pathname, search, hash, navigate]);
  return notice;
}

const paymentKeys = ['payment', 'reason'] as const;

/** The way back from a payment not made: declined with a reason, or cancelled. */
export function usePaymentReturn(): ReturnNotice | null {
  return useReturnNotice(paymentKeys, (query) => {
    const outcome = query.get('payment');
    if (outcome === 'declined')
      return {
        severity: 'error',
        text: `The payment was declined: ${query.get('reason') || 'no reason was given'} Nothing was bought and your basket is as it was.`,
      };
    if (outcome === 'cancelled') return { severity: 'info', text: 'The payment was cancelled. Nothing was bought and your basket is as it was.' };
    return null;
  });
}

const cardKeys = ['card', 'reason'] as const;

/** The way back from the page where a card is saved. */
export function useCardReturn(): ReturnNotice | null {
  return useReturnNotice(cardKeys, (query) => {
    const outcome = query.get('card');
    if (outcome === 'saved') return { severity: 'success', text: 'Your new card is saved.' };
    if (outcome === 'declined') return { severity: 'error', text: `The card was not saved: ${query.get('reason') || 'no reason was given'}` };
    if (outcome === 'cancelled') return { severity: 'info', text: 'The card was not changed.' };
    return null;
  });
}

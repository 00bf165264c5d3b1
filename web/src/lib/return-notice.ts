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

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LeadSortKey } from './lead-list';
import { leadListFromSearch, leadListToSearch, type LeadListView } from './lead-list-search';

/** How long the address waits after the last key typed in Find before it takes the text. */
export const FIND_PAUSE_MS = 400;

/**
 * The leads list's Find text, status and order as the URL holds them (lead-list-search.ts), so that
 * Back from a lead, a reload or a shared link shows the list as it was left. A status or an order
 * chosen is a new history entry, as a report's period is, so Back returns to the one before. The
 * Find text filters the list as it is typed and reaches the address once typing pauses (or the field
 * is left), replacing the entry: Back does not undo keystrokes, and every new address runs the
 * screen's loader again, which asks for the leads again, so not one a key.
 */
export function useLeadListView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => leadListFromSearch(search), [search]);
  // The Find text as typed, until the address holds it.
  const [typed, setTyped] = useState<string | null>(null);
  if (typed !== null && typed === view.filter.text) setTyped(null);
  const text = typed ?? view.filter.text;

  const change = useCallback(
    (next: (now: LeadListView) => LeadListView, replace = false) =>
      setSearch((current) => leadListToSearch(next(leadListFromSearch(current)), current), { replace }),
    [setSearch],
  );
  const writeFind = useCallback((find: string) => change((now) => ({ ...now, filter: { ...now.filter, text: find } }), true), [change]);

  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => writeFind(typed), FIND_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, writeFind]);

  return {
    filter: { text, status: view.filter.status },
    sort: view.sort,
    find: setTyped,
    /** The Find text into the address now: the field is left, perhaps for a lead's link. */
    commitFind: () => {
      if (typed !== null) writeFind(typed);
    },
    chooseStatus: (status: string) => change((now) => ({ ...now, filter: { text, status } })),
    sortBy: (key: LeadSortKey) =>
      change((now) => ({ filter: { ...now.filter, text }, sort: { key, direction: now.sort.key === key && now.sort.direction === 'asc' ? 'desc' : 'asc' } })),
  };
}

import type { LeadFilter, LeadSort, LeadSortKey } from './lead-list';

/**
 * How the leads list is found and ordered, as its address keeps it (as Reporting keeps its period):
 * `find` (the Find text), `status` (one status) and `sort` (a column, `-` before it for descending).
 * What is the default is left out, so the plain list's address stays /partner/leads.
 */
export interface LeadListView {
  filter: LeadFilter;
  sort: LeadSort;
}

/** Newest first: the order the list opens in. */
export const defaultLeadSort: LeadSort = { key: 'openDate', direction: 'desc' };

const sortKeys: readonly LeadSortKey[] = ['companyName', 'contactName', 'services', 'openDate', 'closeDate', 'status'];
const isSortKey = (key: string): key is LeadSortKey => (sortKeys as readonly string[]).includes(key);

function sortFromSearch(asked: string | null): LeadSort {
  if (!asked) return defaultLeadSort;
  const descending = asked.startsWith('-');
  const key = descending ? asked.slice(1) : asked;
  // A column the list does not have (an old or mistyped link) leaves the list in its own order.
  return isSortKey(key) ? { key, direction: descending ? 'desc' : 'asc' } : defaultLeadSort;
}

export function leadListFromSearch(search: URLSearchParams): LeadListView {
  return {
    filter: { text: search.get('find') ?? '', status: search.get('status') ?? '' },
    sort: sortFromSearch(search.get('sort')),
  };
}

/** Writes the view into a URL's query, keeping every other parameter (the portal keeps the query across navigation). */
export function leadListToSearch(view: LeadListView, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const keep = (name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  keep('find', view.filter.text);
  keep('status', view.filter.status);
  const { key, direction } = view.sort;
  const isDefault = key === defaultLeadSort.key && direction === defaultLeadSort.direction;
  keep('sort', isDefault ? '' : `${direction === 'desc' ? '-' : ''}${key}`);
  return next;
}

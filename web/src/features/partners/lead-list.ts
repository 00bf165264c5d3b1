/** A lead as the list shows it. */
export interface LeadRow {
  id: string;
  companyName: string;
  contactName: string;
  services: string[];
  openDate: string | null;
  closeDate: string | null;
  status: string;
}

export type LeadSortKey = 'companyName' | 'contactName' | 'services' | 'openDate' | 'closeDate' | 'status';
export interface LeadSort {
  key: LeadSortKey;
  direction: 'asc' | 'desc';
}

export interface LeadFilter {
  /** Part of the company, the contact or a service; any case. */
  text: string;
  /** One status, or '' for every status. */
  status: string;
}

const sortText = (lead: LeadRow, key: LeadSortKey): string => {
  const value = lead[key];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** The leads that match the filter, in the order asked; ties keep the order the service gave. */
export function visibleLeads(leads: readonly LeadRow[], filter: LeadFilter, sort: LeadSort): LeadRow[] {
  const text = filter.text.trim().toLowerCase();
  const matching = leads.filter(
    (lead) =>
      (!filter.status || lead.status === filter.status) &&
      (!text || [lead.companyName, lead.contactName, ...lead.services].some((field) => field.toLowerCase().includes(text))),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Dates are ISO strings, so comparing them as text orders them in time; an empty date sorts first.
  return matching
    .map((lead, index) => ({ lead, index }))
    .sort((a, b) => sign * sortText(a.lead, sort.key).localeCompare(sortText(b.lead, sort.key), 'en-GB', { sensitivity: 'base' }) || a.index - b.index)
    .map(({ lead }) => lead);
}

/** The statuses to filter by: those the leads have, in a stable order. */
export function leadStatuses(leads: readonly LeadRow[]): string[] {
  return [...new Set(leads.map((lead) => lead.status))].sort();
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadListFromSearch, leadListToSearch, type LeadListView } from './lead-list-search';

const read = (query: string) => leadListFromSearch(new URLSearchParams(query));
const newestFirst = { key: 'openDate', direction: 'desc' } as const;

describe('the leads list in its address', () => {
  it.each([
    ['', { filter: { text: '', status: '' }, sort: newestFirst }],
    ['find=Harbour%20Log&status=open', { filter: { text: 'Harbour Log', status: 'open' }, sort: newestFirst }],
    ['sort=companyName', { filter: { text: '', status: '' }, sort: { key: 'companyName', direction: 'asc' } }],
    ['sort=-closeDate', { filter: { text: '', status: '' }, sort: { key: 'closeDate', direction: 'desc' } }],
    // A column the list has not: its own order.
    ['sort=-probability', { filter: { text: '', status: '' }, sort: newestFirst }],
    ['sort=-', { filter: { text: '', status: '' }, sort: newestFirst }],
  ] as const)('reads %j', (query, view) => {
    expect(read(query)).toEqual(view);
  });

  it.each([
    [{ filter: { text: '', status: '' }, sort: newestFirst }, 'period=last30'],
    [{ filter: { text: 'O’Brien & Co', status: 'won' }, sort: newestFirst }, 'period=last30&find=O%E2%80%99Brien+%26+Co&status=won'],
    [{ filter: { text: '', status: '' }, sort: { key: 'status', direction: 'asc' } }, 'period=last30&sort=status'],
    [{ filter: { text: '', status: '' }, sort: { key: 'openDate', direction: 'asc' } }, 'period=last30&sort=openDate'],
  ] as [LeadListView, string][])('writes %j beside the other parameters, the defaults left out', (view, query) => {
    const written = leadListToSearch(view, new URLSearchParams('period=last30&find=old&status=lost&sort=-status'));
    expect(written.toString()).toBe(query);
    expect(leadListFromSearch(written)).toEqual(view);
  });
});

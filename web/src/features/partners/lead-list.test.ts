// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadStatuses, visibleLeads, type LeadFilter, type LeadRow, type LeadSort } from './lead-list';

const lead = (id: string, companyName: string, status: string, openDate: string, services: string[], contactName = 'Someone'): LeadRow => ({
  id,
  companyName,
  contactName,
  services,
  openDate,
  closeDate: null,
  status,
});

const leads = [
  lead('601', 'Harbour Logistics', 'open', '2026-11-03T00:00:00.000Z', ['Address Lookup'], 'Hannah Hughes'),
  lead('602', 'greenfield Homes', 'won', '2026-09-09T00:00:00.000Z', ['Address Cleanse', 'Payment Validation'], 'George Green'),
  lead('603', 'Copperfield Books', 'lost', '2026-09-24T00:00:00.000Z', ['Address Lookup'], 'Clara Copper'),
];

const all: LeadFilter = { text: '', status: '' };
const byCompany: LeadSort = { key: 'companyName', direction: 'asc' };
const ids = (rows: LeadRow[]) => rows.map((row) => row.id);

describe('visibleLeads', () => {
  it.each([
    { case: 'every lead, by company name whatever its case', filter: all, sort: byCompany, expected: ['603', '602', '601'] },
    { case: 'company names backwards', filter: all, sort: { key: 'companyName', direction: 'desc' } as LeadSort, expected: ['601', '602', '603'] },
    { case: 'oldest opened first', filter: all, sort: { key: 'openDate', direction: 'asc' } as LeadSort, expected: ['602', '603', '601'] },
    { case: 'one status', filter: { text: '', status: 'won' }, sort: byCompany, expected: ['602'] },
    { case: 'text found in a service', filter: { text: 'payment', status: '' }, sort: byCompany, expected: ['602'] },
    { case: 'text found in the contact, any case', filter: { text: 'HANNAH', status: '' }, sort: byCompany, expected: ['601'] },
    { case: 'spaces around the text do not count', filter: { text: '  books ', status: '' }, sort: byCompany, expected: ['603'] },
    { case: 'nothing matches', filter: { text: 'zebra', status: '' }, sort: byCompany, expected: [] },
    {
      case: 'equal services keep the service order',
      filter: { text: 'lookup', status: '' },
      sort: { key: 'services', direction: 'asc' } as LeadSort,
      expected: ['601', '603'],
    },
  ])('$case', ({ filter, sort, expected }) => {
    expect(ids(visibleLeads(leads, filter, sort))).toEqual(expected);
  });

  it('lists each status once', () => {
    expect(leadStatuses([...leads, leads[0]!])).toEqual(['lost', 'open', 'won']);
  });
});

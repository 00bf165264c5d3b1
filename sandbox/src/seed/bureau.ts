import type { SeedClock } from './clock';
import { groupIds } from './groups';
import { userIds } from './users';
import type { BureauFile, BureauInputField, Maf } from './types';

export const mafs: readonly Maf[] = [
  { mafId: 1, mafName: 'UK Addresses (PAF)', mafCountryCode: 'GB' },
  { mafId: 2, mafName: 'Australian Addresses (G-NAF)', mafCountryCode: 'AU' },
];

const inputFields: BureauInputField[] = [
  { name: 'Customer Ref', row1: 'C-10001', row2: 'C-10002', mappingType: 'Reference', mappingOrder: 1, inputOrder: 1 },
  { name: 'Name', row1: 'Jane Smith', row2: 'Tom Brown', mappingType: 'Name', mappingOrder: 2, inputOrder: 2 },
  { name: 'Address 1', row1: '10 Downing Street', row2: 'Flat 2, 5 Mill Lane', mappingType: 'Address', mappingOrder: 3, inputOrder: 3 },
  { name: 'Town', row1: 'London', row2: 'Oxford', mappingType: 'Town', mappingOrder: 4, inputOrder: 4 },
  { name: 'Postcode', row1: 'SW1A 2AA', row2: 'OX1 1AA', mappingType: 'Postcode', mappingOrder: 5, inputOrder: 5 },
];

/**
 * The figures add up: coded = matched + updated + unmatched = the match levels = the record fates;
 * output = input - duplicates - removed. The history was cleansed with duplicates and deceased and
 * gone-away records removed (state.ts gives the file those settings).
 */
export function seedBureauFiles(clock: SeedClock): BureauFile[] {
  return [
    {
      id: 401,
      accountId: groupIds.acmeMain,
      name: 'customers-2026.csv',
      status: 'finished',
      upload: {
        delimiter: ',',
        fileServerId: 'sbx-file-401',
        hasHeader: true,
        inputFields,
        mafId: 1,
        name: 'customers-2026.csv',
        rowCount: 12_480,
        testFileServerId: 'sbx-file-401-test',
        testRowCount: 300,
        usePAF: true,
        useQuotes: true,
        templateFileId: null,
      },
      testResults: {
        recordCount: 300,
        codingStats: [
          { description: 'Matched', count: 279 },
          { description: 'Updated', count: 13 },
          { description: 'Unmatched', count: 8 },
        ],
        suppressionStats: [
          { description: 'Deceased', count: 2 },
          { description: 'Gone away', count: 3 },
          { description: 'Mail preference', count: 1 },
        ],
        outputGroupStats: [
          { description: 'Cleansed addresses', count: 283 },
          { description: 'Unmatched addresses', count: 8 },
        ],
        matchLevelStats: [
          { description: 'Premise', count: 292 },
          { description: 'Street', count: 4 },
          { description: 'Postcode', count: 2 },
          { description: 'None', count: 2 },
        ],
        addressUpdateStats: [
          { description: 'Postcode corrected', count: 6 },
          { description: 'Postcode added', count: 0 },
          { description: 'Postcode formatted', count: 3 },
          { description: 'Street corrected', count: 2 },
          { description: 'Street added', count: 0 },
          { description: 'Street formatted', count: 0 },
          { description: 'Town corrected', count: 2 },
          { description: 'Town added', count: 0 },
          { description: 'Town formatted', count: 0 },
        ],
        dedupeStats: [
          { description: 'Unique', count: 292 },
          { description: 'Parent', count: 4 },
          { description: 'Child', count: 4 },
        ],
        recordFates: [
          { fate: 'cleansed', file: 'cleansed', count: 269 },
          { fate: 'corrected', file: 'cleansed', count: 13 },
          { fate: 'unmatched', file: 'cleansed', count: 8 },
          { fate: 'duplicate', file: 'none', count: 4 },
          { fate: 'suppressed', file: 'cleansed', count: 1 },
          { fate: 'suppressed', file: 'none', count: 5 },
        ],
        changeSample: [
          { row: 14, reference: 'C-10014', change: 'Postcode corrected', given: 'OX1 1AB', cleansed: 'OX1 1AA' },
          { row: 52, reference: 'C-10052', change: 'Postcode formatted', given: 'SW1A2AA', cleansed: 'SW1A 2AA' },
          { row: 97, reference: 'C-10097', change: 'Street corrected', given: 'Mill Lan', cleansed: 'Mill Lane' },
          { row: 203, reference: 'C-10203', change: 'Town corrected', given: 'Oxfrod', cleansed: 'Oxford' },
        ],
      },
      fullResults: {
        inputRecordCount: 12_480,
        outputRecordCount: 12_075,
        codingStats: [
          { description: 'Matched', count: 11_620 },
          { description: 'Updated', count: 540 },
          { description: 'Unmatched', count: 320 },
        ],
        addressUpdateStats: [
          { description: 'Postcode corrected', count: 310 },
          { description: 'Postcode added', count: 0 },
          { description: 'Postcode formatted', count: 0 },
          { description: 'Street corrected', count: 150 },
          { description: 'Street added', count: 0 },
          { description: 'Street formatted', count: 0 },
          { description: 'Town corrected', count: 80 },
          { description: 'Town added', count: 0 },
          { description: 'Town formatted', count: 0 },
        ],
        dedupeStats: [
          { description: 'Unique', count: 11_860 },
          { description: 'Parent', count: 310 },
          { description: 'Child', count: 310 },
        ],
        suppressionRemovedStats: [
          { description: 'Deceased', count: 60 },
          { description: 'Gone away', count: 35 },
        ],
        suppressionFlaggedStats: [{ description: 'Mail preference', count: 140 }],
        outputGroupStats: [
          { description: 'Cleansed addresses', count: 11_765 },
          { description: 'Unmatched addresses', count: 310 },
        ],
        matchLevelStats: [
          { description: 'Premise', count: 12_160 },
          { description: 'Street', count: 180 },
          { description: 'Postcode', count: 90 },
          { description: 'None', count: 50 },
        ],
        duplicatesRecordCount: 0,
        recordFates: [
          { fate: 'cleansed', file: 'cleansed', count: 11_110 },
          { fate: 'corrected', file: 'cleansed', count: 520 },
          { fate: 'unmatched', file: 'cleansed', count: 305 },
          { fate: 'duplicate', file: 'none', count: 310 },
          { fate: 'suppressed', file: 'cleansed', count: 140 },
          { fate: 'suppressed', file: 'none', count: 95 },
        ],
        changeSample: [
          { row: 14, reference: 'C-10014', change: 'Postcode corrected', given: 'OX1 1AB', cleansed: 'OX1 1AA' },
          { row: 97, reference: 'C-10097', change: 'Street corrected', given: 'Mill Lan', cleansed: 'Mill Lane' },
          { row: 203, reference: 'C-10203', change: 'Town corrected', given: 'Oxfrod', cleansed: 'Oxford' },
        ],
      },
      creationUserId: userIds.owner,
      createTimestamp: clock.daysAgo(12),
      updateTimestamp: clock.daysAgo(11),
    },
  ];
}

/** A kind of address cleanse charge. */
export interface CostType {
  costTypeId: number;
  name: string;
}

export const costTypes: readonly CostType[] = [
  { costTypeId: 1, name: 'Address matching' },
  { costTypeId: 2, name: 'Deduplication' },
  { costTypeId: 3, name: 'Suppression' },
];

/** An address cleanse price (an admin cost). Money in the territory's currency; dates epoch seconds. */
export interface AdminCost {
  costId: number;
  costTypeId: number;
  basePrice: number;
  pricePerMatch: number;
  pricePerRecord: number;
  realPricePerMatch: number;
  realPricePerRecord: number;
  territory: 'uk' | 'australia';
  minRecCount: number;
  startDate: number;
  endDate: number | null;
}

/** One per cost type and territory, ids from 1: uk 1 to 3, australia 4 to 6. */
export function seedAdminCosts(clock: SeedClock): AdminCost[] {
  const since = clock.daysAgo(365);
  const prices: Record<number, Omit<AdminCost, 'costId' | 'costTypeId' | 'territory' | 'startDate' | 'endDate'>> = {
    1: { basePrice: 25, pricePerMatch: 0.02, pricePerRecord: 0.01, realPricePerMatch: 0.008, realPricePerRecord: 0.004, minRecCount: 1000 },
    2: { basePrice: 10, pricePerMatch: 0, pricePerRecord: 0.004, realPricePerMatch: 0, realPricePerRecord: 0.002, minRecCount: 1000 },
    3: { basePrice: 10, pricePerMatch: 0, pricePerRecord: 0.006, realPricePerMatch: 0, realPricePerRecord: 0.003, minRecCount: 1000 },
  };
  return (['uk', 'australia'] as const).flatMap((territory, t) =>
    costTypes.map(({ costTypeId }) => ({
      costId: t * costTypes.length + costTypeId,
      costTypeId,
      ...(prices[costTypeId] as (typeof prices)[number]),
      // Australian prices are in A$.
      ...(territory === 'australia' ? { basePrice: (prices[costTypeId]?.basePrice ?? 0) * 2 } : {}),
      territory,
      startDate: since,
      endDate: null,
    })),
  );
}

/** What the provider pays an address file's owner per match. */
export interface RoyaltyCharge {
  mafId: number;
  territory: 'uk' | 'australia';
  pricePerMatch: number;
}

export const royaltyCharges: readonly RoyaltyCharge[] = [
  { mafId: 1, territory: 'uk', pricePerMatch: 0.005 },
  { mafId: 2, territory: 'australia', pricePerMatch: 0.007 },
];

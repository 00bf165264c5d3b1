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

/** The figures add up: coded = matched + updated + unmatched, output = input - duplicates - removed. */
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
        ],
        outputGroupStats: [
          { description: 'Cleansed addresses', count: 292 },
          { description: 'Unmatched addresses', count: 8 },
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
          { description: 'Street corrected', count: 150 },
          { description: 'Town corrected', count: 80 },
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
      },
      creationUserId: userIds.owner,
      createTimestamp: clock.daysAgo(12),
      updateTimestamp: clock.daysAgo(11),
    },
  ];
}

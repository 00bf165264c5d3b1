import type { SuppressionType } from './suppression';

export type DedupeLevel = 'none' | 'address' | 'name';
export type SuppressionAction = 'remove' | 'flag';
export type OutputGroup = 'matched' | 'unmatched';

/** A file's properties: what the bureau does with it. */
export interface FileSettings {
  mafId: number;
  addressSettings: { usePAF: boolean; correctTown: boolean; correctPostcode: boolean; correctStreet: boolean };
  dedupeLevel: DedupeLevel;
  dedupeSeparateFile: boolean;
  suppressions: { suppressionType: SuppressionType; action: SuppressionAction }[];
  outputGroups: OutputGroup[];
  /** input:{n} for the file's column n (from 1), or one of `outputFieldIds`. */
  outputFields: string[];
}

export interface Option {
  id: string;
  name: string;
  description: string;
}

export const dedupeLevels: readonly Option[] = [
  { id: 'none', name: 'None', description: 'Duplicates are not looked for.' },
  { id: 'address', name: 'Address', description: 'Records at the same address are duplicates.' },
  { id: 'name', name: 'Name and address', description: 'Records with the same name at the same address are duplicates.' },
];

export const suppressionTypes: readonly Option[] = [
  { id: 'deceased', name: 'Deceased', description: 'People known to have died.' },
  { id: 'goneaway', name: 'Gone away', description: 'People known to have moved from the address.' },
  { id: 'mailpreference', name: 'Mail preference', description: 'People who asked not to receive direct mail.' },
];

export const suppressionActions: readonly Option[] = [
  { id: 'remove', name: 'Remove', description: 'Leave the record out of the cleansed file.' },
  { id: 'flag', name: 'Flag', description: 'Keep the record, naming the list in the Suppression field.' },
];

export const outputGroups: readonly Option[] = [
  { id: 'matched', name: 'Cleansed addresses', description: 'Records matched to an address, corrected where needed.' },
  { id: 'unmatched', name: 'Unmatched addresses', description: 'Records no address was found for.' },
];

export const outputGroupNames: Readonly<Record<OutputGroup, string>> = { matched: 'Cleansed addresses', unmatched: 'Unmatched addresses' };

export const outputFields: readonly Option[] = [
  { id: 'Premise', name: 'Premise', description: "The matched address's building number or name." },
  { id: 'Street', name: 'Street', description: "The matched address's street." },
  { id: 'Locality', name: 'Locality', description: "The matched address's dependent locality." },
  { id: 'Town', name: 'Town', description: "The matched address's post town." },
  { id: 'County', name: 'County', description: "The matched address's county." },
  { id: 'Postcode', name: 'Postcode', description: "The matched address's postcode." },
  { id: 'MatchStatus', name: 'Match status', description: 'Matched, Updated or Unmatched.' },
  { id: 'Updates', name: 'Updates', description: 'What was corrected: Town, Postcode, Street.' },
  { id: 'DuplicateStatus', name: 'Duplicate status', description: 'Unique, Parent or Child.' },
  { id: 'Suppression', name: 'Suppression', description: 'The suppression lists the record is flagged on.' },
];

export function defaultSettings(columnCount: number): FileSettings {
  return {
    mafId: 1,
    addressSettings: { usePAF: true, correctTown: true, correctPostcode: true, correctStreet: true },
    dedupeLevel: 'address',
    dedupeSeparateFile: false,
    suppressions: [
      { suppressionType: 'deceased', action: 'remove' },
      { suppressionType: 'goneaway', action: 'remove' },
      { suppressionType: 'mailpreference', action: 'flag' },
    ],
    outputGroups: ['matched', 'unmatched'],
    outputFields: [...Array.from({ length: columnCount }, (_, index) => `input:${index + 1}`), 'MatchStatus'],
  };
}

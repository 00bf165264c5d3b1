import type { SuppressionType } from './suppression';

export type DedupeLevel = 'none' | 'address' | 'name';
/** What happens to a duplicate (a later record of a set): kept and flagged, or taken out of the cleansed file. */
export type DedupeAction = 'flag' | 'remove';
export type SuppressionAction = 'remove' | 'flag';
export type OutputGroup = 'matched' | 'unmatched';

/** A file's properties: what the bureau does with it. */
export interface FileSettings {
  mafId: number;
  addressSettings: { usePAF: boolean; correctTown: boolean; correctPostcode: boolean; correctStreet: boolean };
  dedupeLevel: DedupeLevel;
  dedupeAction: DedupeAction;
  /** Removed duplicates go to a file of their own (only with dedupeAction remove). */
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

/** A field the cleansed file can hold besides the file's own columns, with the heading it is written under. */
export interface OutputField extends Option {
  heading: string;
}

export const outputFields: readonly OutputField[] = [
  { id: 'Organisation', name: 'Organisation', heading: 'Cleansed Organisation', description: "The matched address's organisation." },
  { id: 'SubBuilding', name: 'Sub-building', heading: 'Cleansed Sub-building', description: "The matched address's flat or unit." },
  { id: 'BuildingName', name: 'Building name', heading: 'Cleansed Building Name', description: "The matched address's building name." },
  { id: 'BuildingNumber', name: 'Building number', heading: 'Cleansed Building Number', description: "The matched address's building number." },
  { id: 'Premise', name: 'Premise', heading: 'Cleansed Premise', description: "The matched address's building number, else its name." },
  { id: 'Street', name: 'Street', heading: 'Cleansed Street', description: "The matched address's street." },
  { id: 'Locality', name: 'Locality', heading: 'Cleansed Locality', description: "The matched address's dependent locality." },
  { id: 'Town', name: 'Town', heading: 'Cleansed Town', description: "The matched address's post town." },
  { id: 'County', name: 'County', heading: 'Cleansed County', description: "The matched address's county." },
  { id: 'Postcode', name: 'Postcode', heading: 'Cleansed Postcode', description: "The matched address's postcode, formatted." },
  {
    id: 'MatchLevel',
    name: 'Match level',
    heading: 'Match Level',
    description: 'How closely the record was placed: Premise (the address), Street, Postcode or None.',
  },
  { id: 'MatchStatus', name: 'Match status', heading: 'Match Status', description: 'Matched (as given), Updated (matched once changed) or Unmatched.' },
  {
    id: 'Updates',
    name: 'Changes',
    heading: 'Changes',
    description: 'What was changed: Postcode corrected, added or formatted; Street corrected; Town corrected or added.',
  },
  { id: 'DuplicateGroup', name: 'Duplicate group', heading: 'Duplicate Group', description: 'A number shared by the records of one set of duplicates.' },
  { id: 'DuplicateStatus', name: 'Duplicate status', heading: 'Duplicate Status', description: 'Unique, Parent (the first of a set) or Child (a later one).' },
  { id: 'Suppression', name: 'Suppression', heading: 'Suppression', description: 'The suppression lists the record is on.' },
];

/**
 * What the cleansed file holds unless the customer chooses otherwise: every column of the file as
 * it was given, then the cleansed address, how it was matched and what changed, and the duplicate
 * and suppression flags, so that each record can be checked against what was sent.
 */
const defaultOutputFields = [
  'Organisation',
  'SubBuilding',
  'BuildingName',
  'BuildingNumber',
  'Street',
  'Locality',
  'Town',
  'County',
  'Postcode',
  'MatchLevel',
  'MatchStatus',
  'Updates',
  'DuplicateGroup',
  'DuplicateStatus',
  'Suppression',
];

/** The defaults never drop a record: duplicates and suppressed records are kept and flagged, both output groups written. */
export function defaultSettings(columnCount: number): FileSettings {
  return {
    mafId: 1,
    addressSettings: { usePAF: true, correctTown: true, correctPostcode: true, correctStreet: true },
    dedupeLevel: 'address',
    dedupeAction: 'flag',
    dedupeSeparateFile: false,
    suppressions: [
      { suppressionType: 'deceased', action: 'flag' },
      { suppressionType: 'goneaway', action: 'flag' },
      { suppressionType: 'mailpreference', action: 'flag' },
    ],
    outputGroups: ['matched', 'unmatched'],
    outputFields: [...Array.from({ length: columnCount }, (_, index) => `input:${index + 1}`), ...defaultOutputFields],
  };
}

import { bureauTestAddresses } from './matcher';
import { bureauSuppressionList, type SuppressionType } from './suppression';

/** What a record of a planted file was made to be. */
export type PlantedKind = 'exact' | 'wrong town' | 'no postcode' | 'misspelt street' | 'unmatched' | 'duplicate' | SuppressionType;

/** The counts the bureau must find in a planted file's first records, with the default settings (duplicates and suppressed records flagged). */
export interface PlantedCounts {
  records: number;
  matched: number;
  updated: number;
  unmatched: number;
  townCorrected: number;
  /** The missing postcodes, added from premise, street and town. */
  postcodeAdded: number;
  streetCorrected: number;
  unique: number;
  parent: number;
  child: number;
  deceased: number;
  goneaway: number;
  mailpreference: number;
  /** Records written to the cleansed file: every one with the default settings, which remove nothing. */
  output: number;
  /** What happens to each record with the default settings: the lines add up to `records`. */
  fates: { cleansed: number; corrected: number; unmatched: number; duplicate: number; suppressed: number };
}

export interface PlantedFile {
  /** The file: a header line (Customer Ref, Name, Address 1, Town, Postcode), then the records, CRLF. */
  text: string;
  kinds: PlantedKind[];
  /** What the bureau finds in the first `records` records (all by default). */
  expected(records?: number): PlantedCounts;
}

/** Which error each record of a block of 20 carries. */
const pattern: PlantedKind[] = [
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'exact',
  'wrong town',
  'no postcode',
  'misspelt street',
  'unmatched',
  'duplicate',
  'deceased',
  'exact',
  'exact',
];

/**
 * A uk address file with known errors, for tests: in every 20 records, one wrong town, one missing
 * postcode, one misspelt street, one unmatched address and one duplicate of an earlier record; the
 * first eight blocks also hold one person of the suppression lists each (three deceased, three gone
 * away, two mail preference). The same file on every run.
 */
export function plantedAddressFile(records: number): PlantedFile {
  const addresses = bureauTestAddresses(records);
  const people = bureauSuppressionList();
  const rows: string[][] = [];
  const kinds: PlantedKind[] = [];
  for (let index = 0; index < records; index += 1) {
    const block = Math.floor(index / pattern.length);
    let kind = pattern[index % pattern.length] as PlantedKind;
    const address = addresses[index];
    if (!address) throw new Error('Not enough test addresses');
    const ref = `C-${100001 + index}`;
    const line = `${address.premise} ${address.street}`;
    let row = [ref, `Customer ${index + 1}`, line, address.town, address.postcode];
    if (kind === 'wrong town') row[3] = 'Wrongtown';
    else if (kind === 'no postcode') row[4] = '';
    else if (kind === 'misspelt street')
      row[2] = `${address.premise} ${address.street.slice(0, -2)}${address.street.slice(-1)}${address.street.slice(-2, -1)}x`;
    else if (kind === 'unmatched') row = [ref, `Customer ${index + 1}`, `${900 + block} Nowhere Lane`, 'Noplace', 'ZZ9 9ZZ'];
    else if (kind === 'duplicate') row = [ref, ...(rows[index - 16] as string[]).slice(1)];
    else if (kind === 'deceased') {
      const person = people[block];
      if (person) {
        kind = person.suppressionType;
        row = [ref, person.name, `${person.premise} ${person.street}`, person.town, person.postcode];
      } else kind = 'exact';
    }
    rows.push(row);
    kinds.push(kind);
  }
  const text = [['Customer Ref', 'Name', 'Address 1', 'Town', 'Postcode'], ...rows].map((row) => `${row.join(',')}\r\n`).join('');
  return {
    text,
    kinds,
    expected(count = records) {
      const first = kinds.slice(0, count);
      const n = (...wanted: PlantedKind[]) => first.filter((kind) => wanted.includes(kind)).length;
      const child = n('duplicate');
      return {
        records: first.length,
        matched: n('exact', 'duplicate', 'deceased', 'goneaway', 'mailpreference'),
        updated: n('wrong town', 'no postcode', 'misspelt street'),
        unmatched: n('unmatched'),
        townCorrected: n('wrong town'),
        postcodeAdded: n('no postcode'),
        streetCorrected: n('misspelt street'),
        unique: first.length - 2 * child,
        parent: child,
        child,
        deceased: n('deceased'),
        goneaway: n('goneaway'),
        mailpreference: n('mailpreference'),
        output: first.length,
        fates: {
          cleansed: n('exact'),
          corrected: n('wrong town', 'no postcode', 'misspelt street'),
          unmatched: n('unmatched'),
          duplicate: child,
          suppressed: n('deceased', 'goneaway', 'mailpreference'),
        },
      };
    },
  };
}

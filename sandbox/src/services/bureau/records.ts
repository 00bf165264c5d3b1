import type { BureauInputField } from '../../seed';
import type { GivenAddress } from './matcher';

/** The address fields a column can be mapped to (the updatefields screen's choices). */
export const mappingTypes = ['Reference', 'Name', 'Organisation', 'Address', 'Premise', 'Street', 'Locality', 'Town', 'County', 'Postcode'] as const;
export type MappingType = (typeof mappingTypes)[number];

/** A record of the file read through its mapping. */
export interface MappedRecord extends GivenAddress {
  name: string;
  /** The column (0-based) each address part came from, so a correction can be written in place. */
  columns: { town?: number; postcode?: number; street?: number; streetFromAddress?: number };
}

const numbered = /^(\d+[A-Za-z]?)\s+(.+)$/;

/** Reads the mapped columns of a row: address lines give premise and street ("Flat 2, 5 Mill Lane"). */
export function recordReader(fields: readonly BureauInputField[]): (row: readonly string[]) => MappedRecord {
  const columnsOf = (type: MappingType) =>
    fields
      .filter((field) => field.mappingType === type)
      .sort((a, b) => a.mappingOrder - b.mappingOrder)
      .map((field) => field.inputOrder - 1);
  const [name, premise, street, town, postcode] = (['Name', 'Premise', 'Street', 'Town', 'Postcode'] as const).map((type) => columnsOf(type)[0]);
  const addressLines = columnsOf('Address');
  return (row) => {
    const cell = (column: number | undefined) => (column === undefined ? '' : (row[column] ?? '').trim());
    const record: MappedRecord = {
      name: cell(name),
      premise: cell(premise),
      street: cell(street),
      town: cell(town),
      postcode: cell(postcode),
      columns: { town, postcode, street },
    };
    if (!record.premise || !record.street) {
      for (const column of addressLines) {
        const parts = cell(column)
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const withNumber = parts.map((part) => numbered.exec(part)).find((match) => match !== null);
        if (withNumber) {
          record.premise = withNumber[1] as string;
          record.street = withNumber[2] as string;
        } else if (parts.length >= 2) {
          record.premise = parts[0] as string;
          record.street = parts[1] as string;
        } else continue;
        record.columns.streetFromAddress = column;
        break;
      }
    }
    return record;
  };
}

/** Whether the mapping gives the bureau enough to match on. */
export function mappingIsUsable(fields: readonly BureauInputField[]): boolean {
  const has = (type: MappingType) => fields.some((field) => field.mappingType === type);
  return (has('Address') || (has('Premise') && has('Street'))) && (has('Postcode') || has('Town'));
}

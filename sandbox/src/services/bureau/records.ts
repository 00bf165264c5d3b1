import type { BureauInputField } from '../../seed';
import type { GivenAddress } from './matcher';

/** The address fields a column can be mapped to (the updatefields screen's choices). */
export const mappingTypes = ['Reference', 'Name', 'Organisation', 'Address', 'Premise', 'Street', 'Locality', 'Town', 'County', 'Postcode'] as const;
export type MappingType = (typeof mappingTypes)[number];

/** A record of the file read through its mapping. */
export interface MappedRecord extends GivenAddress {
  name: string;
  /** The Reference column's value, '' when none is mapped: it names the record in the summary. */
  reference: string;
}

const numbered = /^(\d+[A-Za-z]?)\s+(.+)$/;
const flat = /^(flat|apartment|apt|unit|suite|room)\b/i;

/**
 * Reads the mapped columns of a row. Premise and Street columns are taken as they are (several
 * Premise columns, such as a building name and a number, are each tried); address lines are read
 * together, part by part, wherever the file put them: `Flat 2, 5 Mill Lane` in one column,
 * `Hillside` and `High Street` in two, or `Rose Court` beside `5 Mill Lane`. A flat or unit picks
 * one address of a building; a numbered part gives premise and street; a named part before the
 * street is the building's name; a part after the street is the locality.
 */
export function recordReader(fields: readonly BureauInputField[]): (row: readonly string[]) => MappedRecord {
  const columnsOf = (type: MappingType) =>
    fields
      .filter((field) => field.mappingType === type)
      .sort((a, b) => a.mappingOrder - b.mappingOrder || a.inputOrder - b.inputOrder)
      .map((field) => field.inputOrder - 1);
  const [reference, name, street, locality, town, postcode] = (['Reference', 'Name', 'Street', 'Locality', 'Town', 'Postcode'] as const).map(
    (type) => columnsOf(type)[0],
  );
  const premiseColumns = columnsOf('Premise');
  const addressLines = columnsOf('Address');
  return (row) => {
    const cell = (column: number | undefined) => (column === undefined ? '' : (row[column] ?? '').trim());
    const premises = premiseColumns.map(cell).filter(Boolean);
    const record: MappedRecord = {
      reference: cell(reference),
      name: cell(name),
      premise: premises[0] ?? '',
      buildingName: premises[1] ?? '',
      street: cell(street),
      locality: cell(locality),
      town: cell(town),
      postcode: cell(postcode),
      subBuilding: '',
    };
    // A street column that starts with the number holds the premise too.
    const inStreet = record.premise ? null : numbered.exec(record.street);
    if (inStreet) {
      record.premise = inStreet[1] as string;
      record.street = inStreet[2] as string;
    }
    const parts = addressLines.flatMap((column) =>
      cell(column)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
    if (parts.length > 0) readAddressLines(parts, record);
    return record;
  };
}

/** Fills what the columns left empty from the address lines' parts. */
function readAddressLines(parts: readonly string[], record: MappedRecord): void {
  const names: string[] = [];
  let streetAt = -1;
  for (const [index, part] of parts.entries()) {
    if (flat.test(part)) {
      record.subBuilding ||= part;
      continue;
    }
    const withNumber = numbered.exec(part);
    if (withNumber && !record.street) {
      if (record.premise) names.push(record.premise);
      record.premise = withNumber[1] as string;
      record.street = withNumber[2] as string;
      streetAt = index;
      break;
    }
    names.push(part);
  }
  if (streetAt < 0 && !record.street) {
    // No numbered part: with a premise from its own column the first named part is the street,
    // else the first is the building's name and the next the street.
    const [first, second] = names;
    if (record.premise && first) {
      record.street = first;
      streetAt = parts.indexOf(first);
    } else if (first && second) {
      record.premise = first;
      record.street = second;
      streetAt = parts.indexOf(second);
    }
    names.length = 0;
  }
  const buildingName = names.find((part) => part !== record.premise);
  if (buildingName && !record.buildingName) record.buildingName = buildingName;
  const after = streetAt >= 0 ? parts.slice(streetAt + 1).find((part) => !flat.test(part)) : undefined;
  if (after && !record.locality && !sameText(after, record.town)) record.locality = after;
}

const sameText = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether the mapping gives the bureau enough to match on. */
export function mappingIsUsable(fields: readonly BureauInputField[]): boolean {
  const has = (type: MappingType) => fields.some((field) => field.mappingType === type);
  return (has('Address') || (has('Premise') && has('Street'))) && (has('Postcode') || has('Town'));
}

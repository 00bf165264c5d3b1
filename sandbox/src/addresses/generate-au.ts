import { Draw, idMaker } from './random';
import { knownAuAddresses } from './sources/known';
import { auBuildingNames, auOrganisations, auStreetNames, auStreetTypes, auSuburbs } from './sources/au';
import type { AddressRecord } from './types';

const STREETS_PER_SUBURB = 3;

/**
 * The australian addresses: three streets in every suburb, with units, a few named buildings and
 * organisations; then the addresses people try first (sources/known.ts).
 */
export function generateAu(): AddressRecord[] {
  const addresses: AddressRecord[] = [];
  const nextId = idMaker('au');
  for (const line of auSuburbs) {
    const [state = '', suburbs = ''] = line.split('|');
    for (const entry of suburbs.split(',')) {
      const match = /^\s*(.+?)\s+(\d{4})\s*$/.exec(entry);
      if (!match?.[1] || !match[2]) throw new Error(`Bad suburb entry "${entry}"`);
      const [, postTown, postcode] = match;
      const draw = new Draw(`au:${state}:${postTown}`);
      const streets = new Set<string>();
      for (let s = 0; s < STREETS_PER_SUBURB; s++) {
        const thoroughfare = draw.unique(streets, () => `${draw.pick(auStreetNames)} ${draw.pick(auStreetTypes)}`);
        let number = 0;
        const premises = draw.int(8, 22);
        for (let p = 0; p < premises; p++) {
          number += draw.int(1, 3);
          const premise = {
            country: 'AU' as const,
            organisation: '',
            subBuilding: '',
            buildingName: '',
            buildingNumber: String(number),
            thoroughfare,
            dependentLocality: '',
            postTown,
            county: state,
            postcode,
          };
          const kind = draw.int(0, 99);
          if (kind < 10) {
            const buildingName = draw.chance(0.3) ? draw.pick(auBuildingNames) : '';
            const units = draw.int(2, 8);
            for (let u = 1; u <= units; u++) addresses.push({ id: nextId(), ...premise, subBuilding: `Unit ${u}`, buildingName });
          } else if (kind < 13) {
            addresses.push({ id: nextId(), ...premise, organisation: draw.pick(auOrganisations) });
          } else {
            addresses.push({ id: nextId(), ...premise });
          }
        }
      }
    }
  }
  // Last, so that adding to them moves no generated address's id.
  for (const known of knownAuAddresses) addresses.push({ id: nextId(), ...known });
  return addresses;
}

import { Draw, idMaker } from './random';
import { INWARD_LETTERS, ukBlockNames, ukHouseNames, ukOrganisations, ukStreetSuffixes, ukStreetWords, ukTowns } from './sources/uk';
import type { AddressRecord } from './types';

/** Streets per postcode district, and premises per street. */
const STREETS_PER_DISTRICT = 2;
const PREMISES = [5, 20] as const;

/**
 * The uk addresses: for every post town, two streets in each of its districts. A street keeps one
 * postcode sector; every 8 to 14 premises start a new unit postcode, unique in the town, so a
 * postcode always belongs to one street in one district of the right town.
 */
export function generateUk(): AddressRecord[] {
  const addresses: AddressRecord[] = [];
  const nextId = idMaker('uk');
  for (const line of ukTowns) {
    const [postTown = '', county = '', districts = ''] = line.split('|');
    const draw = new Draw(`uk:${postTown}`);
    const streets = new Set<string>();
    const postcodes = new Set<string>();
    for (const entry of districts.split(', ')) {
      const [district = '', dependentLocality = ''] = entry.split(':');
      for (let s = 0; s < STREETS_PER_DISTRICT; s++) {
        const thoroughfare = draw.unique(streets, () => `${draw.pick(ukStreetWords)} ${draw.pick(ukStreetSuffixes)}`);
        const sector = draw.int(0, 9);
        const houseNames = new Set<string>();
        let postcode = '';
        let unitLeft = 0;
        let number = 0;
        const premises = draw.int(...PREMISES);
        for (let p = 0; p < premises; p++) {
          number += draw.chance(0.15) ? 2 : 1;
          if (unitLeft-- <= 0) {
            postcode = draw.unique(postcodes, () => `${district} ${sector}${draw.chars(INWARD_LETTERS, 2)}`);
            unitLeft = draw.int(8, 14);
          }
          const premise = {
            country: 'GB' as const,
            organisation: '',
            subBuilding: '',
            buildingName: '',
            buildingNumber: String(number),
            thoroughfare,
            dependentLocality,
            postTown,
            county,
            postcode,
          };
          const kind = draw.int(0, 99);
          if (kind < 4 && houseNames.size < ukHouseNames.length) {
            // A named house without a number.
            const buildingName = draw.unique(houseNames, () => draw.pick(ukHouseNames));
            addresses.push({ id: nextId(), ...premise, buildingNumber: '', buildingName });
          } else if (kind < 10) {
            // A house divided into flats, lettered.
            const flats = draw.int(2, 3);
            for (let f = 0; f < flats; f++) addresses.push({ id: nextId(), ...premise, subBuilding: `Flat ${'ABC'[f]}` });
          } else if (kind < 14 && houseNames.size < ukBlockNames.length) {
            // A named block of flats, sometimes with its street number.
            const buildingName = draw.unique(houseNames, () => draw.pick(ukBlockNames));
            const buildingNumber = draw.chance(0.5) ? premise.buildingNumber : '';
            const flats = draw.int(3, 8);
            for (let f = 1; f <= flats; f++) addresses.push({ id: nextId(), ...premise, subBuilding: `Flat ${f}`, buildingName, buildingNumber });
          } else if (kind < 17) {
            addresses.push({ id: nextId(), ...premise, organisation: draw.pick(ukOrganisations) });
          } else {
            addresses.push({ id: nextId(), ...premise });
          }
        }
      }
    }
  }
  return addresses;
}

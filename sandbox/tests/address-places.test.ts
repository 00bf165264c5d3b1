import { describe, expect, it } from 'vitest';
import { countryWord, countryWordsNamed, placeNames, ukNation } from '../src/addresses/places';
import type { AddressRecord, CountryCode } from '../src/addresses/types';

const address = (country: CountryCode, postTown: string, county: string, postcode: string): AddressRecord => ({
  id: 'x-00001',
  country,
  organisation: '',
  subBuilding: '',
  buildingName: '',
  buildingNumber: '1',
  thoroughfare: 'High Street',
  dependentLocality: '',
  postTown,
  county,
  postcode,
});

describe('the places an address is in that its text does not name', () => {
  it.each([
    [address('GB', 'Manchester', 'Greater Manchester', 'M1 1AA'), 'Greater Manchester, countrygbengland'],
    // PAF leaves London's county empty; people write Greater London.
    [address('GB', 'London', '', 'SW1A 2AA'), 'Greater London, countrygbengland'],
    [address('GB', 'Cardiff', 'South Glamorgan', 'CF10 1AA'), 'South Glamorgan, countrygbwales'],
    [address('GB', 'Edinburgh', 'Midlothian', 'EH1 1AA'), 'Midlothian, countrygbscotland'],
    [address('GB', 'Belfast', 'County Antrim', 'BT1 1AA'), 'County Antrim, countrygbnorthernireland'],
    // Australia's state is shown short; it is found in full too.
    [address('AU', 'Sydney', 'NSW', '2000'), 'New South Wales, countryau'],
    [address('AU', 'Canberra', 'ACT', '2600'), 'Australian Capital Territory, countryau'],
    [address('US', 'Brooklyn', 'NY', '11201'), 'New York, countryus'],
    [address('IE', 'Cork', 'Co. Cork', 'T12 X1PC'), 'County Cork, countryie'],
    [address('DE', 'Berlin', '', '10115'), 'countryde'],
    [address('FR', 'Paris', '', '75001'), 'countryfr'],
  ])('%o: %j', (record, places) => {
    expect(placeNames(record)).toBe(places);
  });
});

describe("a uk address's nation, from its postcode", () => {
  it.each([
    ['SW1A 2AA', 'England'],
    ['G1 1AA', 'Scotland'],
    ['AB10 1AA', 'Scotland'],
    ['CF10 1AA', 'Wales'],
    ['LL57 1AA', 'Wales'],
    ['BT1 1AA', 'Northern Ireland'],
    // Areas across the border: Aberystwyth and Deeside are in Wales, Shrewsbury and Chester in England.
    ['SY23 1AA', 'Wales'],
    ['SY1 1AA', 'England'],
    ['CH5 1AA', 'Wales'],
    ['CH1 1AA', 'England'],
    ['GL1 1AA', 'England'],
  ])('%s is in %s', (postcode, nation) => {
    expect(ukNation(postcode)).toBe(nation);
  });
});

describe('the countries and nations a typed word names', () => {
  const uk = [countryWord('GB', 'England'), countryWord('GB', 'Scotland'), countryWord('GB', 'Wales'), countryWord('GB', 'Northern Ireland')];
  it.each([
    ['uk', false, uk],
    ['kingdom', false, uk],
    ['united', false, [...uk, countryWord('US')]],
    ['england', false, [countryWord('GB', 'England')]],
    ['wales', false, [countryWord('GB', 'Wales')]],
    ['ireland', false, [countryWord('GB', 'Northern Ireland'), countryWord('IE')]],
    ['deutschland', false, [countryWord('DE')]],
    ['germany', false, [countryWord('DE')]],
    ['eire', false, [countryWord('IE')]],
    ['australia', false, [countryWord('AU')]],
    ['aus', false, [countryWord('AU')]],
    ['usa', false, [countryWord('US')]],
    ['kin', false, []],
    ['greater', false, []],
    // Still being typed.
    ['kin', true, uk],
    ['eng', true, [countryWord('GB', 'England')]],
    ['deu', true, [countryWord('DE')]],
    ['x', true, []],
  ])('%j (started %s) names %j', (typed, started, countries) => {
    expect(countryWordsNamed(typed, started)).toEqual(countries);
  });
});

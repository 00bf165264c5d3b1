import type { AddressRecord } from '../types';

// Addresses people try first, added after the generated ones (so the generated ids stay as they
// were): every address of the demo data (the demo groups' and users' own, which a customer tries
// before any other) and a handful everyone knows. Their post towns, counties and postcode districts
// are those of the source lists, as for any generated address.

type KnownAddress = Omit<AddressRecord, 'id'>;

function uk(
  organisation: string,
  buildingName: string,
  buildingNumber: string,
  thoroughfare: string,
  postTown: string,
  county: string,
  postcode: string,
): KnownAddress {
  return { country: 'GB', organisation, subBuilding: '', buildingName, buildingNumber, thoroughfare, dependentLocality: '', postTown, county, postcode };
}

function au(
  organisation: string,
  buildingName: string,
  buildingNumber: string,
  thoroughfare: string,
  suburb: string,
  state: string,
  postcode: string,
): KnownAddress {
  return {
    country: 'AU',
    organisation,
    subBuilding: '',
    buildingName,
    buildingNumber,
    thoroughfare,
    dependentLocality: '',
    postTown: suburb,
    county: state,
    postcode,
  };
}

export const knownUkAddresses: readonly KnownAddress[] = [
  // The demo data: the demo groups' and users' addresses, and the provider's own office.
  uk('Acme Ltd', '', '1', 'Acme Way', 'Manchester', 'Greater Manchester', 'M1 1AA'),
  uk('Northwind Partners', '', '40', 'North Street', 'Leeds', 'West Yorkshire', 'LS1 4AB'),
  uk('Bright Charity', '', '22', 'Hope Street', 'Liverpool', 'Merseyside', 'L1 9BQ'),
  uk('Referral Co', '', '7', 'Market Place', 'Cardiff', 'South Glamorgan', 'CF10 1AA'),
  uk('Refco Client', '', '15', 'Quay Road', 'Swansea', 'West Glamorgan', 'SA1 1AA'),
  uk('Solo Traders', '', '3', 'High Street', 'York', 'North Yorkshire', 'YO1 7HH'),
  uk('New Co', '', '9', 'Fresh Lane', 'Bath', 'Somerset', 'BA1 1AA'),
  uk('', 'Data House', '1', 'Harbour Road', 'Bristol', 'Avon', 'BS1 5AA'),
  // Well known.
  uk("Prime Minister's Office", '', '10', 'Downing Street', 'London', '', 'SW1A 2AA'),
  uk('HM Treasury', '', '11', 'Downing Street', 'London', '', 'SW1A 2AB'),
  uk('', 'Buckingham Palace', '', 'The Mall', 'London', '', 'SW1A 1AA'),
  uk('', 'Houses of Parliament', '', 'Parliament Square', 'London', '', 'SW1A 0AA'),
  uk('', 'Royal Albert Hall', '', 'Kensington Gore', 'London', '', 'SW7 2AP'),
];

export const knownAuAddresses: readonly KnownAddress[] = [
  au('Koala Pty', '', '12', 'Wattle Street', 'Sydney', 'NSW', '2000'),
  au('', 'Sydney Opera House', '', 'Bennelong Point', 'Sydney', 'NSW', '2000'),
  au('', 'Parliament House', '', 'Parliament Drive', 'Canberra', 'ACT', '2600'),
];

// Source lists for the australian (G-NAF-shaped) addresses: real suburbs with their real postcodes,
// grouped by state; made-up streets from common australian street names.

/** `STATE|Suburb postcode, Suburb postcode, ...` */
export const auSuburbs: readonly string[] = [
  'NSW|Sydney 2000, Haymarket 2000, Surry Hills 2010, Darlinghurst 2010, Paddington 2021, Bondi 2026, Bondi Beach 2026, Randwick 2031, Coogee 2034, Glebe 2037, Balmain 2041, Newtown 2042, Chatswood 2067, Manly 2095, Parramatta 2150, Penrith 2750, Newcastle 2300, Wollongong 2500',
  'VIC|Melbourne 3000, Southbank 3006, Footscray 3011, Carlton 3053, Brunswick 3056, Fitzroy 3065, Collingwood 3066, Richmond 3121, Hawthorn 3122, St Kilda 3182, Geelong 3220, Ballarat Central 3350',
  'QLD|Brisbane City 4000, New Farm 4005, Fortitude Valley 4006, Paddington 4064, Toowong 4066, South Brisbane 4101, Southport 4215, Surfers Paradise 4217, Townsville City 4810, Cairns City 4870',
  'WA|Perth 6000, Northbridge 6003, Subiaco 6008, Cottesloe 6011, Scarborough 6019, Fremantle 6160',
  'SA|Adelaide 5000, North Adelaide 5006, Glenelg 5045, Unley 5061, Norwood 5067',
  'TAS|Hobart 7000, Sandy Bay 7005, Launceston 7250',
  'ACT|Canberra 2600, Kingston 2604, Braddon 2612, Belconnen 2617',
  'NT|Darwin City 0800, Parap 0820, Alice Springs 0870',
];

/** The postcode ranges of each state and territory (Australia Post), to check the data against. */
export const auStatePostcodes: Readonly<Record<string, readonly [number, number][]>> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

export const auStreetNames: readonly string[] = (
  'George Pitt King Queen Elizabeth Victoria Albert Wattle Banksia Acacia Bottlebrush Waratah Jacaranda Bay Beach Ocean ' +
  'Park Church Station Railway Macquarie Hunter Bourke Collins Flinders Swanston Lygon Smith Oxford Crown Chapel Glenferrie ' +
  'Sydney Marine Esplanade Anzac Gallipoli Kingsford Lawson Bligh Cook Phillip Hume Sturt Forrest Mitchell Darling Murray ' +
  'Lachlan Gordon Grey Stirling Hay Wellington Brunswick Boundary Mountain Ridge Hillcrest Valley Gum Ironbark Kurrajong'
).split(' ');

export const auStreetTypes: readonly string[] = 'Street Street Street Road Road Avenue Parade Crescent Drive Place Terrace Court Lane Close Way'.split(' ');

export const auOrganisations: readonly string[] = [
  'Harbourside Physiotherapy',
  'Wattle Tree Cafe',
  'Southern Cross Accountants',
  'Koala Kids Childcare',
  'Blue Gum Pharmacy',
  'Outback Outfitters Pty Ltd',
  'Coastal Dental Group',
  'Bottlebrush Books',
  'Sunrise Bakery',
  'Eucalyptus Legal',
];

export const auBuildingNames: readonly string[] = ['Harbour View Apartments', 'The Terraces', 'Park Towers', 'Riverside Apartments', 'Ocean Breeze'];

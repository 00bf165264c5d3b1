// Source lists for the uk (PAF-shaped) addresses. Post towns are real, with real postcode districts
// of their area and, for some districts, a real dependent locality; the streets are made up from
// common English street names, so they look real without copying any register.

/** `Post town|County|districts`, the districts separated by commas, each `DISTRICT` or `DISTRICT:Dependent locality`. */
export const ukTowns: readonly string[] = [
  'London||SW1A, SW1P, SW3, SW7, SE1, SE10, SE22, E1, E2, E8, E14, N1, N7, N16, NW1, NW3, NW5, W1D, W1T, W2, W8, W11, WC1E, WC2H, EC1V, EC2A',
  'Manchester|Greater Manchester|M1, M2, M3, M4, M13:Ardwick, M14:Fallowfield, M15:Hulme, M16:Whalley Range, M19:Levenshulme, M20:Didsbury, M21:Chorlton-cum-Hardy',
  'Birmingham|West Midlands|B1, B2, B3, B4, B5:Digbeth, B13:Moseley, B15:Edgbaston, B17:Harborne, B29:Selly Oak, B30:Bournville',
  'Leeds|West Yorkshire|LS1, LS2, LS6:Headingley, LS7:Chapel Allerton, LS8:Roundhay, LS11:Holbeck, LS16:Adel, LS17:Moortown',
  'Liverpool|Merseyside|L1, L2, L3, L8:Toxteth, L15:Wavertree, L17:Aigburth, L18:Mossley Hill, L25:Woolton',
  'Sheffield|South Yorkshire|S1, S2, S7:Nether Edge, S10:Broomhill, S11:Ecclesall, S17:Dore',
  'Bristol|Avon|BS1, BS2, BS3:Bedminster, BS6:Redland, BS7:Bishopston, BS8:Clifton, BS9:Westbury-on-Trym',
  'Newcastle upon Tyne|Tyne and Wear|NE1, NE2:Jesmond, NE3:Gosforth, NE4:Fenham, NE6:Heaton',
  'Nottingham|Nottinghamshire|NG1, NG2:West Bridgford, NG3, NG5:Sherwood, NG7:Lenton',
  'Leicester|Leicestershire|LE1, LE2:Stoneygate, LE3, LE4:Belgrave, LE5',
  'Edinburgh|Midlothian|EH1, EH2, EH3, EH6:Leith, EH9:Marchmont, EH10:Morningside, EH12:Corstorphine',
  'Glasgow|Lanarkshire|G1, G2, G3, G11:Partick, G12:Hillhead, G41:Pollokshields, G42:Govanhill',
  'Aberdeen|Aberdeenshire|AB10, AB11, AB15:Mannofield, AB24:Old Aberdeen, AB25',
  'Inverness|Inverness-shire|IV1, IV2, IV3',
  'Cardiff|South Glamorgan|CF10, CF11:Canton, CF14:Whitchurch, CF23:Cyncoed, CF24:Roath',
  'Swansea|West Glamorgan|SA1, SA2:Sketty, SA3:Mumbles',
  'Belfast|County Antrim|BT1, BT2, BT5, BT7, BT9, BT15',
  'York|North Yorkshire|YO1, YO10:Heslington, YO23, YO24:Acomb, YO30, YO31',
  'Harrogate|North Yorkshire|HG1, HG2',
  'Oxford|Oxfordshire|OX1, OX2:Summertown, OX3:Headington, OX4:Cowley',
  'Abingdon|Oxfordshire|OX13:Wootton, OX14',
  'Cambridge|Cambridgeshire|CB1, CB2, CB3, CB4:Chesterton, CB5',
  'Bath|Somerset|BA1, BA2:Widcombe',
  'Brighton|East Sussex|BN1, BN2',
  'Canterbury|Kent|CT1, CT2',
  'Norwich|Norfolk|NR1, NR2, NR3, NR4:Eaton, NR7:Thorpe St Andrew',
  'Exeter|Devon|EX1:Heavitree, EX2, EX4',
  'Plymouth|Devon|PL1, PL2, PL3:Mannamead, PL4',
  'Southampton|Hampshire|SO14, SO15:Shirley, SO16:Bassett, SO17:Portswood',
  'Reading|Berkshire|RG1, RG2, RG4:Caversham, RG6',
  'Chester|Cheshire|CH1, CH2:Hoole, CH3, CH4',
  'Durham|County Durham|DH1',
  'Stoke-on-Trent|Staffordshire|ST1, ST4, ST6:Burslem',
  'Lincoln|Lincolnshire|LN1, LN2, LN5, LN6',
];

/** First words of street names (`_` stands for a space within one). */
export const ukStreetWords: readonly string[] = (
  'High Church Station Victoria Albert Mill Park King Queen George North South West East Manor Chapel School Grange ' +
  'Windsor York Orchard Springfield Beech Oak Elm Cedar Ash Willow Meadow Hill Green Bridge Castle Market Abbey Priory ' +
  'Rectory Vicarage Farm Brook River Lake Forest Wood Heath Moor Valley Cross Well Cliff Rose Holly Ivy Hawthorn Chestnut ' +
  'Sycamore Lime Poplar Alder Birch Maple Laburnum Lilac Primrose Clarence Regent Stanley Wellington Nelson Marlborough ' +
  'Cambridge Oxford Trinity St_John\'s St_Mary\'s St_Peter\'s Shakespeare Milton Tennyson Byron Chaucer Kingsley Salisbury ' +
  'Devonshire Grosvenor Belgrave Cavendish Portland Richmond Cromwell Gladstone Disraeli Hampton Ashford Westfield Eastfield ' +
  'Highfield Fairfield Broadway Newlands Woodland Parkside Riverside Mount_Pleasant Rosebery Lansdowne Tudor Stuart Howard'
).split(' ').map((word) => word.replace(/_/g, ' '));

export const ukStreetSuffixes: readonly string[] = 'Street Road Lane Avenue Close Drive Gardens Terrace Crescent Way Place Grove Walk Row Square Mews Rise Court'.split(' ');

/** Names of houses and of buildings divided into flats. */
export const ukHouseNames: readonly string[] = [
  'Rose Cottage', 'The Old Rectory', 'Holly Lodge', 'Ivy House', 'The Laurels', 'Orchard House', 'The Coach House',
  'Mill House', 'The Old School House', 'Fern Cottage', 'Willow Barn', 'The Gables', 'Hillside', 'Woodlands', 'Greystones',
];
export const ukBlockNames: readonly string[] = [
  'Victoria House', 'Albion Court', 'Regent House', 'Kingsley Court', 'Prospect House', 'Wellington Mansions',
  'Jubilee Court', 'Waterside House', 'Carlton Court', 'Cavendish House', 'Harbour View', 'Trinity Court',
];

/** Organisations: a name, then where it is (`@block` for a named building, else a numbered premise). */
export const ukOrganisations: readonly string[] = [
  'Harper & Lowe Solicitors', 'Riverside Dental Practice', 'Greenfield Primary School', 'The Red Lion', 'The Crown Inn',
  'Bloom & Wild Florists', 'Kingsway Pharmacy', 'Northgate Veterinary Surgery', 'Parkside Medical Centre', 'Baker Street Bakery',
  'Hughes Accountants Ltd', 'Brightwater Opticians', 'The Book Nook', 'Castle Hardware', 'St Mary\'s Church Hall',
  'Oakwood Estate Agents', 'Fletcher Engineering Ltd', 'Marlow & Finch Architects', 'The Corner Cafe', 'Meadow View Care Home',
];

/** Letters Royal Mail uses in the inward code (never C, I, K, M, O or V). */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

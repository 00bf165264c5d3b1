import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { addressCatalogue, UK_DATASET } from '../src/addresses/catalogue';
import type { AddressRecord } from '../src/addresses/types';
import type { BureauInputField } from '../src/seed';
import { cleanse, countRecords } from '../src/services/bureau/cleanse';
import { csvRows, endOfFileMarker } from '../src/services/bureau/csv';
import { bureauTestAddresses, normalise, normalisePostcode, ukMatcher, type GivenAddress } from '../src/services/bureau/matcher';
import { recordReader } from '../src/services/bureau/records';
import { defaultSettings } from '../src/services/bureau/settings';
import { sameStreet } from '../src/services/bureau/street-likeness';

const ALL = { correctTown: true, correctPostcode: true, correctStreet: true };
const uk = addressCatalogue().addresses(UK_DATASET);

/** The first address of the sandbox's uk data that `test` picks; the data is the same on every run. */
function anAddress(what: string, test: (record: AddressRecord, index: number) => boolean): AddressRecord {
  const found = uk.find(test);
  if (!found) throw new Error(`The sandbox holds no ${what}`);
  return found;
}

/** The other addresses with the same premise, street and town (the same street name in other districts of the town). */
const namesakes = (record: AddressRecord) =>
  uk.filter(
    (other) =>
      other !== record &&
      other.buildingNumber === record.buildingNumber &&
      other.thoroughfare === record.thoroughfare &&
      other.postTown === record.postTown &&
      !other.subBuilding,
  );

/** A postcode of the same district and sector that no address holds: a plausible typing error. */
function wrongPostcodeNear(postcode: string): string {
  const stem = postcode.slice(0, -2);
  for (const letters of ['ZZ', 'ZY', 'YZ', 'YY', 'XZ']) if (!ukMatcher().knowsPostcode(`${stem}${letters}`)) return `${stem}${letters}`;
  throw new Error(`No unused postcode near ${postcode}`);
}

const given = (record: AddressRecord, change: Partial<GivenAddress> = {}): GivenAddress => ({
  premise: record.buildingNumber || record.buildingName,
  street: record.thoroughfare,
  town: record.postTown,
  postcode: record.postcode,
  ...change,
});

describe('normalising what a file says', () => {
  it.each([
    ['  10  downing st. ', '10 DOWNING ST'],
    ["St. Mary's Road", 'ST MARY S ROAD'],
    ['MANCHESTER', 'MANCHESTER'],
  ])('%j reads as %j', (text, expected) => {
    expect(normalise(text)).toBe(expected);
  });

  it.each([
    ['sw1a 2aa', 'SW1A2AA'],
    [' M1-3PS ', 'M13PS'],
  ])('postcode %j reads as %j', (text, expected) => {
    expect(normalisePostcode(text)).toBe(expected);
  });
});

describe('matching a record against the uk address set', () => {
  const [address] = bureauTestAddresses(1);
  if (!address) throw new Error('no test address');
  const plain = { premise: address.premise, street: address.street, town: address.town, postcode: address.postcode };

  it.each([
    ['the address as it is', {}, 'Matched', []],
    ['the street with spaces around it', { street: `  ${address.street} ` }, 'Matched', []],
    ['the street in lower case', { street: `  ${address.street.toLowerCase()} ` }, 'Updated', ['Street formatted']],
    ['the street in capitals', { street: address.street.toUpperCase() }, 'Updated', ['Street formatted']],
    ['no street', { street: '' }, 'Updated', ['Street added']],
    ['the town in capitals', { town: address.town.toUpperCase() }, 'Updated', ['Town formatted']],
    [
      'the town in lower case and the postcode unspaced',
      { town: address.town.toLowerCase(), postcode: address.postcode.replace(' ', '') },
      'Updated',
      ['Postcode formatted', 'Town formatted'],
    ],
    ['the postcode unspaced and in lower case', { postcode: address.postcode.replace(' ', '').toLowerCase() }, 'Updated', ['Postcode formatted']],
    ['a wrong town', { town: 'Wrongtown' }, 'Updated', ['Town corrected']],
    ['no town', { town: '' }, 'Updated', ['Town added']],
    ['no postcode', { postcode: '' }, 'Updated', ['Postcode added']],
    ['a misspelt street', { street: `${address.street}x` }, 'Updated', ['Street corrected']],
    ['a misspelt street and a wrong town', { street: `${address.street}x`, town: 'Wrongtown' }, 'Updated', ['Street corrected', 'Town corrected']],
  ] as const)('%s: %s', (_name, change, coding, changes) => {
    const outcome = ukMatcher().match({ ...plain, ...change }, ALL);
    expect(outcome.coding).toBe(coding);
    expect(outcome.level).toBe('premise');
    expect(outcome.changes.map((made) => made.change)).toEqual(changes);
    expect(outcome.address?.postcode).toBe(address.postcode);
  });

  it('says what each change was and what it became', () => {
    const outcome = ukMatcher().match({ ...plain, postcode: address.postcode.replace(' ', '') }, ALL);
    expect(outcome.changes).toEqual([{ change: 'Postcode formatted', given: address.postcode.replace(' ', ''), cleansed: address.postcode }]);
  });

  it('says how the town was written and how the address file writes it', () => {
    const outcome = ukMatcher().match({ premise: '5', street: 'High Street', town: ' LONDON ', postcode: 'M1 3PS' }, ALL);
    expect(outcome.changes).toEqual([{ change: 'Town corrected', given: 'LONDON', cleansed: 'Manchester' }]);
    expect(ukMatcher().match({ premise: '5', street: 'High Street', town: 'MANCHESTER', postcode: 'M1 3PS' }, ALL).changes).toEqual([
      { change: 'Town formatted', given: 'MANCHESTER', cleansed: 'Manchester' },
    ]);
  });

  it('says how the street was written and how the address file writes it, and that a street not given was added', () => {
    // The sandbox's first address: 5 High Street, Manchester, M1 3PS.
    const record = (street: string): GivenAddress => ({ premise: '5', street, town: 'Manchester', postcode: 'M1 3PS' });
    expect(ukMatcher().match(record(' HIGH STREET '), ALL).changes).toEqual([{ change: 'Street formatted', given: 'HIGH STREET', cleansed: 'High Street' }]);
    expect(ukMatcher().match(record('high street'), ALL).changes).toEqual([{ change: 'Street formatted', given: 'high street', cleansed: 'High Street' }]);
    expect(ukMatcher().match(record(''), ALL).changes).toEqual([{ change: 'Street added', given: '', cleansed: 'High Street' }]);
  });

  it('leaves a wrong town unmatched where towns may not be corrected, still placing its street', () => {
    const outcome = ukMatcher().match({ ...plain, town: 'Wrongtown' }, { ...ALL, correctTown: false });
    expect(outcome.coding).toBe('Unmatched');
    expect(outcome.level).toBe('street');
    expect(outcome.address).toMatchObject({ thoroughfare: address.street, postcode: address.postcode });
  });

  it('adds no missing postcode where postcodes may not be corrected', () => {
    expect(ukMatcher().match({ ...plain, postcode: '' }, { ...ALL, correctPostcode: false }).coding).toBe('Unmatched');
  });
});

describe('a street given that is not the building’s', () => {
  // The sandbox's first addresses: 5 High Street, Manchester, M1 3PS, one building of that number on the postcode.
  const record = (street: string): GivenAddress => ({ premise: '5', street, town: 'Manchester', postcode: 'M13PS' });

  it.each(['Station Road', 'Victoria Street', 'Mill Road', 'Church Lane'])(
    '%s on 5 High Street’s postcode is another address: placed by its postcode only, nothing “corrected”',
    (street) => {
      const outcome = ukMatcher().match(record(street), ALL);
      expect(outcome).toMatchObject({ coding: 'Unmatched', level: 'postcode', changes: [] });
      expect(outcome.address).toMatchObject({ thoroughfare: '', postcode: 'M1 3PS' });
    },
  );

  it.each([
    ['High St', 'an abbreviation'],
    ['Hihg Street', 'two letters swapped'],
    ['High Streer', 'a letter mistyped'],
  ])('%s (%s) is the same street, corrected', (street) => {
    const outcome = ukMatcher().match(record(street), ALL);
    expect(outcome).toMatchObject({ coding: 'Updated', level: 'premise', address: { buildingNumber: '5', thoroughfare: 'High Street' } });
    expect(outcome.changes).toContainEqual({ change: 'Street corrected', given: street, cleansed: 'High Street' });
  });
});

describe('telling a misspelt street from another street', () => {
  it.each([
    ['HIGH ST', 'HIGH STREET', true],
    ['STATION RD', 'STATION ROAD', true],
    ['ST MARY S RD', 'ST MARY S ROAD', true],
    ['CHRUCH LANE', 'CHURCH LANE', true],
    ['ELM WAYX', 'ELM WAY', true],
    ['STATION ROAD', 'HIGH STREET', false],
    ['MILL ROAD', 'MILL LANE', false],
    ['STATION ROAD', 'STATION RISE', false],
    ['CHURCH LANE', 'CHURCH ROAD', false],
    ['OAK WAY', 'ELM WAY', false],
  ])('%j and %j: the same street %s', (given, known, same) => {
    expect(sameStreet(given, known)).toBe(same);
  });
});

describe('finding what providers find', () => {
  it('finds a building known by its name alone', () => {
    const named = anAddress('named house', (record) => !!record.buildingName && !record.buildingNumber && !record.subBuilding);
    const outcome = ukMatcher().match(given(named), ALL);
    expect(outcome).toMatchObject({ coding: 'Matched', level: 'premise', address: { buildingName: named.buildingName, postcode: named.postcode } });
  });

  it('corrects a wrong postcode where the town has the same street in other districts, by the district of the postcode given', () => {
    const shared = anAddress(
      'number on a street name shared across a town',
      (record) => !!record.buildingNumber && !record.subBuilding && namesakes(record).length > 0,
    );
    const wrong = wrongPostcodeNear(shared.postcode);
    const outcome = ukMatcher().match(given(shared, { postcode: wrong }), ALL);
    expect(outcome.coding).toBe('Updated');
    expect(outcome.changes).toEqual([{ change: 'Postcode corrected', given: wrong, cleansed: shared.postcode }]);
  });

  it('leaves a missing postcode unmatched where premise, street and town name several addresses and nothing tells them apart', () => {
    const shared = anAddress('number on a street name shared across districts of a town', (record) => {
      const others = namesakes(record);
      return (
        !!record.buildingNumber &&
        !record.subBuilding &&
        record.dependentLocality !== '' &&
        others.length > 0 &&
        others.every((other) => other.dependentLocality !== record.dependentLocality)
      );
    });
    expect(ukMatcher().match(given(shared, { postcode: '' }), ALL).level).not.toBe('premise');
    // The locality given tells them apart.
    const outcome = ukMatcher().match(given(shared, { postcode: '', locality: shared.dependentLocality }), ALL);
    expect(outcome.address?.postcode).toBe(shared.postcode);
    expect(outcome.changes.map((made) => made.change)).toEqual(['Postcode added']);
  });

  it('finds one flat by its flat, and the building without one', () => {
    const flat = anAddress('flat in a numbered house', (record) => record.subBuilding === 'Flat B' && !!record.buildingNumber && !record.buildingName);
    const picked = ukMatcher().match(given(flat, { subBuilding: 'flat b' }), ALL);
    expect(picked.address).toMatchObject({ subBuilding: 'Flat B', buildingNumber: flat.buildingNumber });
    const building = ukMatcher().match(given(flat), ALL);
    expect(building).toMatchObject({ coding: 'Matched', level: 'premise', address: { subBuilding: '', buildingNumber: flat.buildingNumber } });
    expect(building.addressKey).not.toBe(picked.addressKey);
  });

  it('places a record whose building is not on its street at street level, and one on a real postcode only at postcode level', () => {
    const [address] = bureauTestAddresses(1);
    if (!address) throw new Error('no test address');
    const street = ukMatcher().match({ premise: '9999', street: address.street, town: address.town, postcode: address.postcode }, ALL);
    expect(street).toMatchObject({ coding: 'Unmatched', level: 'street', address: { thoroughfare: address.street, postcode: address.postcode } });
    const postcode = ukMatcher().match({ premise: '1', street: 'Nowhere Lane', town: '', postcode: address.postcode.replace(' ', '') }, ALL);
    expect(postcode).toMatchObject({
      coding: 'Unmatched',
      level: 'postcode',
      address: { thoroughfare: '', postTown: address.town, postcode: address.postcode },
    });
    const nothing = ukMatcher().match({ premise: '1', street: 'Nowhere Lane', town: 'Noplace', postcode: 'ZZ9 9ZZ' }, ALL);
    expect(nothing).toMatchObject({ coding: 'Unmatched', level: 'none', address: undefined });
  });
});

describe('reading premise and street from the mapped columns', () => {
  const field = (inputOrder: number, mappingType: string, mappingOrder = 1): BureauInputField => ({
    name: `c${inputOrder}`,
    row1: '',
    row2: '',
    mappingType,
    mappingOrder,
    inputOrder,
  });

  it.each([
    ['a numbered line', ['5 Mill Lane'], { premise: '5', street: 'Mill Lane' }],
    ['a flat before the number', ['Flat 2, 5 Mill Lane'], { premise: '5', street: 'Mill Lane', subBuilding: 'Flat 2' }],
    ['a building name and street', ['Rose Cottage, Mill Lane'], { premise: 'Rose Cottage', street: 'Mill Lane' }],
    ['a number with a letter', ['12A High Street'], { premise: '12A', street: 'High Street' }],
    ['a building name beside a number', ['Rose Court, 5 Mill Lane'], { premise: '5', buildingName: 'Rose Court', street: 'Mill Lane' }],
    ['a locality after the street', ['5 Mill Lane, Didsbury'], { premise: '5', street: 'Mill Lane', locality: 'Didsbury' }],
  ])('%s', (_name, row, expected) => {
    expect(recordReader([field(1, 'Address')])(row)).toMatchObject(expected);
  });

  it('takes premise and street columns over address lines', () => {
    const read = recordReader([field(1, 'Premise'), field(2, 'Street'), field(3, 'Address'), field(4, 'Town'), field(5, 'Postcode')]);
    expect(read(['7', 'Park Road', '1 Other Street', 'Leeds', 'LS1 1AA'])).toMatchObject({
      premise: '7',
      street: 'Park Road',
      town: 'Leeds',
      postcode: 'LS1 1AA',
    });
  });

  it('reads a building name and its street from two address lines', () => {
    const read = recordReader([field(1, 'Address', 1), field(2, 'Address', 2)]);
    expect(read(['Hillside', 'High Street'])).toMatchObject({ premise: 'Hillside', street: 'High Street' });
    expect(read(['The Old Mill', '3 River Walk'])).toMatchObject({ premise: '3', buildingName: 'The Old Mill', street: 'River Walk' });
  });

  it('reads a building name column beside an address line holding the street', () => {
    const read = recordReader([field(1, 'Premise'), field(2, 'Address')]);
    expect(read(['Hillside', 'High Street'])).toMatchObject({ premise: 'Hillside', street: 'High Street' });
  });

  it('reads a number written in the street column', () => {
    expect(recordReader([field(1, 'Street')])(['4 High Street'])).toMatchObject({ premise: '4', street: 'High Street' });
  });

  it('matches a named building whose name and street are in separate columns', () => {
    const named = anAddress('named house', (record) => !!record.buildingName && !record.buildingNumber && !record.subBuilding);
    const read = recordReader([field(1, 'Name'), field(2, 'Address', 1), field(3, 'Address', 2), field(4, 'Town'), field(5, 'Postcode')]);
    const record = read(['Aisha Patel', named.buildingName, named.thoroughfare, named.postTown, named.postcode]);
    expect(ukMatcher().match(record, ALL)).toMatchObject({ coding: 'Matched', address: { buildingName: named.buildingName } });
  });
});

describe('reading a file as it streams', () => {
  it('keeps a character whose bytes straddle two chunks whole', async () => {
    const bytes = Buffer.from('Name,Town\r\nRenée,Besançon\r\n');
    const split = bytes.indexOf(Buffer.from('é')) + 1;
    const rows: string[][] = [];
    for await (const row of csvRows(Readable.from([bytes.subarray(0, split), bytes.subarray(split)], { objectMode: false }), {
      delimiter: ',',
      useQuotes: true,
    }))
      rows.push(row);
    expect(rows).toEqual([
      ['Name', 'Town'],
      ['Renée', 'Besançon'],
    ]);
  });

  it('leaves out a byte order mark, so a first field in quotes is read as quoted, and lines that hold no field', async () => {
    const rows: string[][] = [];
    const file = Buffer.from('\uFEFF"Reference","Name"\r\n"R1","Ann"\r\n\r\n   \r\n,\r\n"R2",""\r\n');
    // The mark split across two chunks, as a stream may hand it over.
    for await (const row of csvRows(Readable.from([file.subarray(0, 2), file.subarray(2)], { objectMode: false }), { delimiter: ',', useQuotes: true }))
      rows.push(row);
    expect(rows).toEqual([
      ['Reference', 'Name'],
      ['R1', 'Ann'],
      ['R2', ''],
    ]);
  });

  it.each([
    ['CR CR LF, a CRLF file converted again, its breaks split across chunks', ['Reference,Name\r', '\r\nR1,"Lee, Ann"\r\r', '\nR2,Tom\r\r\n\r\r\n']],
    ['CR alone, an old Mac file', ['Reference,Name\rR1,"Lee, Ann"\rR2,Tom\r']],
    ['CRLF and LF mixed', ['Reference,Name\r\nR1,"Lee, Ann"\nR2,Tom\r\n']],
  ])('ends each record at its line break, whatever the line breaks are: %s', async (_, chunks) => {
    const rows: string[][] = [];
    for await (const row of csvRows(
      Readable.from(
        chunks.map((chunk) => Buffer.from(chunk)),
        { objectMode: false },
      ),
      { delimiter: ',', useQuotes: true },
    ))
      rows.push(row);
    expect(rows).toEqual([
      ['Reference', 'Name'],
      ['R1', 'Lee, Ann'],
      ['R2', 'Tom'],
    ]);
  });
});

describe('a DOS end-of-file marker (Ctrl-Z, as `copy /a` and old Windows exports append it)', () => {
  const Z = '\u001A';
  it.each([
    ['after the last CRLF', `Ref,Name\r\nR1,Ann\r\n${Z}`, Z],
    ['on a line of its own, ended by CRLF', `Ref,Name\r\nR1,Ann\r\n${Z}\r\n`, `${Z}\r\n`],
    ['with several line ends after it', `R1,Ann\n${Z}\n\n\r\n`, `${Z}\n\n\r\n`],
    ['ending the last record, which had no line end', `Ref,Name\r\nR1,Ann${Z}`, Z],
    ['a run of them, as CP/M padded its last block', `R1,Ann\r\n${Z}${Z}${Z}`, `${Z}${Z}${Z}`],
    ['alone', Z, Z],
    ['none where the file ends without one', 'Ref,Name\r\nR1,Ann\r\n', ''],
    ['none where text follows it on its line', `R1,Ann\r\n${Z}x\r\n`, ''],
    ['none where a record follows it', `R1,Ann\r\n${Z}\r\nR2,Tom\r\n`, ''],
    ['none where spaces follow it', `R1,Ann\r\n${Z} \r\n`, ''],
    ['none in an empty text', '', ''],
  ] as const)('is read at the end of the text: %s', (_, text, marker) => {
    expect(endOfFileMarker(text)).toBe(marker);
  });

  const header = 'Ref,Name,Address,Postcode\r\n';
  const records = (count: number) => Array.from({ length: count }, (_, i) => `R${i + 1},Ann,${i + 1} High Street,LS1 4AP\r\n`).join('');
  /** The bytes whole, and in pieces of one byte, so that a marker is never whole in one piece. */
  const ways = (text: string) => {
    const bytes = Buffer.from(text);
    return [
      () => Readable.from([bytes], { objectMode: false }),
      () =>
        Readable.from(
          Array.from(bytes, (byte) => Buffer.from([byte])),
          { objectMode: false },
        ),
    ];
  };
  it.each([
    ['30 records, then a Ctrl-Z after the last CRLF (ctrlz.csv)', `${header}${records(30)}${Z}`, 30],
    ['a Ctrl-Z on a line of its own, ended by CRLF', `${header}${records(3)}${Z}\r\n`, 3],
    ['a Ctrl-Z after blank lines, a line of spaces and one of delimiters', `${header}${records(3)}\r\n   \r\n,,,\r\n${Z}`, 3],
    ['a Ctrl-Z ending the last record', `${header}${records(2)}R3,Ann,3 High Street,LS1 4AP${Z}`, 3],
    ['headings and a Ctrl-Z', `${header}${Z}`, 0],
    ['a Ctrl-Z with records after it, the file’s own text', `${header}${records(1)}${Z}\r\n${records(2)}`, 4],
    ['a Ctrl-Z with text after it on its line', `${header}${records(2)}${Z}x\r\n`, 3],
  ] as const)('is no record to count or bill: %s', async (_, text, count) => {
    for (const open of ways(text)) expect(await countRecords(open(), { delimiter: ',', useQuotes: true, hasHeader: true })).toBe(count);
  });

  it('is not part of the last record it ends', async () => {
    for (const open of ways(`${header}R1,Ann,1 High Street,LS1 4AP${Z}\r\n`)) {
      const rows: string[][] = [];
      for await (const row of csvRows(open(), { delimiter: ',', useQuotes: true })) rows.push(row);
      expect(rows).toEqual([
        ['Ref', 'Name', 'Address', 'Postcode'],
        ['R1', 'Ann', '1 High Street', 'LS1 4AP'],
      ]);
    }
  });
});

describe('the cleansed file', () => {
  const inputFields: BureauInputField[] = [
    { name: 'Name', row1: 'Zoë Brontë', row2: '', mappingType: 'Name', mappingOrder: 1, inputOrder: 1 },
    { name: 'Address', row1: '10 Downing Street', row2: '', mappingType: 'Address', mappingOrder: 1, inputOrder: 2 },
  ];
  const cleansedWithCounts = async (file: string) => {
    const bytes = Buffer.from(file);
    const chunks: Buffer[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    // The file handed over in pieces of one byte, so the mark is never whole in one chunk.
    const open = () =>
      Readable.from(
        Array.from(bytes, (byte) => Buffer.from([byte])),
        { objectMode: false },
      );
    const counts = await cleanse(open, { delimiter: ',', useQuotes: true, hasHeader: true, inputFields, settings: defaultSettings(2) }, { output });
    return { text: Buffer.concat(chunks).toString('utf8'), counts };
  };
  const cleansed = async (file: string) => (await cleansedWithCounts(file)).text;

  it('begins with a byte order mark where the customer’s file did, so Excel reads its names as it read theirs', async () => {
    const text = await cleansed('\uFEFFName,Address\r\nZoë Brontë,10 Downing Street\r\n');
    expect(text.startsWith('\uFEFFName,Address,')).toBe(true);
    expect(text).toContain('Zoë Brontë,10 Downing Street');
    expect(text.indexOf('\uFEFF', 1)).toBe(-1);
  });

  it('has no row for a DOS end-of-file marker, nor counts one', async () => {
    const { text, counts } = await cleansedWithCounts('Name,Address\r\nZoë Brontë,10 Downing Street\r\n\u001A');
    expect(counts.input).toBe(1);
    expect(Object.values(counts.coding).reduce((sum, n) => sum + n, 0)).toBe(1);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith('Zoë Brontë,10 Downing Street,')).toBe(true);
    expect(lines[2]).toBe('');
    expect(text).not.toContain('\u001A');
  });

  it('begins with the headings where the customer’s file had no mark', async () => {
    expect((await cleansed('Name,Address\r\nZoë Brontë,10 Downing Street\r\n')).startsWith('Name,Address,')).toBe(true);
  });
});

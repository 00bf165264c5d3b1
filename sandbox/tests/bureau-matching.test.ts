import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BureauInputField } from '../src/seed';
import { csvRows } from '../src/services/bureau/csv';
import { bureauTestAddresses, normalise, normalisePostcode, ukMatcher } from '../src/services/bureau/matcher';
import { recordReader } from '../src/services/bureau/records';

const ALL = { correctTown: true, correctPostcode: true, correctStreet: true };

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
  const given = { premise: address.premise, street: address.street, town: address.town, postcode: address.postcode };

  it.each([
    ['the address as it is', {}, 'Matched', []],
    ['case and spacing changed', { street: `  ${address.street.toLowerCase()} `, postcode: address.postcode.replace(' ', '').toLowerCase() }, 'Matched', []],
    ['a wrong town', { town: 'Wrongtown' }, 'Updated', ['Town corrected']],
    ['no postcode', { postcode: '' }, 'Updated', ['Postcode corrected']],
    ['a misspelt street', { street: `${address.street}x` }, 'Updated', ['Street corrected']],
    ['a misspelt street and a wrong town', { street: `${address.street}x`, town: 'Wrongtown' }, 'Updated', ['Street corrected', 'Town corrected']],
    ['no premise', { premise: '' }, 'Unmatched', []],
    ['an address that does not exist', { premise: '999', street: 'Nowhere Lane', postcode: 'ZZ9 9ZZ', town: 'Noplace' }, 'Unmatched', []],
  ] as const)('%s: %s', (_name, change, coding, corrections) => {
    const outcome = ukMatcher().match({ ...given, ...change }, ALL);
    expect(outcome.coding).toBe(coding);
    expect(outcome.corrections).toEqual(corrections);
    if (coding !== 'Unmatched') expect(outcome.address?.postcode).toBe(address.postcode);
  });

  it('leaves a wrong town unmatched where towns may not be corrected', () => {
    expect(ukMatcher().match({ ...given, town: 'Wrongtown' }, { ...ALL, correctTown: false }).coding).toBe('Unmatched');
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
    ['a flat before the number', ['Flat 2, 5 Mill Lane'], { premise: '5', street: 'Mill Lane' }],
    ['a building name and street', ['Rose Cottage, Mill Lane'], { premise: 'Rose Cottage', street: 'Mill Lane' }],
    ['a number with a letter', ['12A High Street'], { premise: '12A', street: 'High Street' }],
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

  it('reads a second address line when the first has no street', () => {
    const read = recordReader([field(1, 'Address', 1), field(2, 'Address', 2)]);
    expect(read(['The Old Mill', '3 River Walk'])).toMatchObject({ premise: '3', street: 'River Walk', columns: { streetFromAddress: 1 } });
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
});

import { describe, expect, it } from 'vitest';
import type { LabelParts } from '../src/addresses/types';
import { layoutLabel, type LabelOptions } from '../src/services/address-lookup/label';

const flat: LabelParts = {
  organisation: 'Harper & Lowe Solicitors',
  body: ['Flat 2', 'Victoria House', '12 High Street', 'Didsbury'],
  town: 'Manchester',
  county: 'Greater Manchester',
  postcode: 'M20 2AB',
  countyJoiner: ', ',
};
const house: LabelParts = { organisation: '', body: ['3 Mill Lane'], town: 'London', county: '', postcode: 'N1 9AB', countyJoiner: ', ' };
const paris: LabelParts = {
  organisation: '',
  body: ['12 Rue Victor Hugo'],
  town: 'Paris',
  county: '',
  postcode: '',
  countyJoiner: ' ',
  townLine: (town) => `75002 ${town}`,
};

const base: LabelOptions = { outputFields: 7, labelFormat: 'Standard', townFormat: 'Uppercase', reserveOrgLine: 'Never', includeCounty: 'Never' };
const label = (parts: LabelParts, options: Partial<LabelOptions> = {}) => layoutLabel(parts, { ...base, ...options });

describe('laying out a label', () => {
  it('always has exactly OutputFields lines, from 1 to 10', () => {
    for (let lines = 1; lines <= 10; lines++) {
      for (const labelFormat of ['Standard', 'FixedPostcode', 'FixedTown'] as const) {
        for (const parts of [flat, house, paris]) {
          expect(label(parts, { outputFields: lines, labelFormat, reserveOrgLine: 'Always', includeCounty: 'Always' })).toHaveLength(lines);
        }
      }
    }
  });

  it('Standard: the lines as needed, then town, county and postcode, blank lines after', () => {
    expect(label(house)).toEqual(['3 Mill Lane', 'LONDON', 'N1 9AB', '', '', '', '']);
    expect(label(paris)).toEqual(['12 Rue Victor Hugo', '75002 PARIS', '', '', '', '', '']);
  });

  it('FixedPostcode: the postcode on the last line, blank lines above it', () => {
    expect(label(house, { labelFormat: 'FixedPostcode' })).toEqual(['3 Mill Lane', 'LONDON', '', '', '', '', 'N1 9AB']);
    expect(label(flat, { labelFormat: 'FixedPostcode', outputFields: 8, includeCounty: 'Always' })).toEqual([
      'Flat 2',
      'Victoria House',
      '12 High Street',
      'Didsbury',
      'MANCHESTER',
      'Greater Manchester',
      '',
      'M20 2AB',
    ]);
    // Where town and postcode share a line, that line is the last.
    expect(label(paris, { labelFormat: 'FixedPostcode', outputFields: 4 })).toEqual(['12 Rue Victor Hugo', '', '', '75002 PARIS']);
  });

  it('FixedTown: the town on the second-last line and the postcode on the last, the county beside the town', () => {
    expect(label(house, { labelFormat: 'FixedTown' })).toEqual(['3 Mill Lane', '', '', '', '', 'LONDON', 'N1 9AB']);
    expect(label(flat, { labelFormat: 'FixedTown', includeCounty: 'Always' })).toEqual([
      'Flat 2',
      'Victoria House',
      '12 High Street',
      'Didsbury',
      '',
      'MANCHESTER, Greater Manchester',
      'M20 2AB',
    ]);
    expect(
      label(
        { ...house, county: 'NSW', countyJoiner: ' ', town: 'Surry Hills', postcode: '2010' },
        { labelFormat: 'FixedTown', outputFields: 4, includeCounty: 'Always' },
      ),
    ).toEqual(['3 Mill Lane', '', 'SURRY HILLS NSW', '2010']);
  });

  it('TownFormat: upper case, or the town as written', () => {
    expect(label(house, { townFormat: 'Uppercase' })[1]).toBe('LONDON');
    expect(label(house, { townFormat: 'Lowercase' })[1]).toBe('London');
    expect(label(paris, { townFormat: 'Lowercase' })[1]).toBe('75002 Paris');
  });

  it('ReserveOrgLine: Always keeps the first line for the organisation, blank without one; Never leaves it out; AsRequired only when there is one', () => {
    expect(label(house, { reserveOrgLine: 'Always' }).slice(0, 2)).toEqual(['', '3 Mill Lane']);
    expect(label(flat, { reserveOrgLine: 'Always', outputFields: 8 })[0]).toBe('Harper & Lowe Solicitors');
    expect(label(flat, { reserveOrgLine: 'Never' })[0]).toBe('Flat 2');
    expect(label(flat, { reserveOrgLine: 'AsRequired', outputFields: 8 })[0]).toBe('Harper & Lowe Solicitors');
    expect(label(house, { reserveOrgLine: 'AsRequired' })[0]).toBe('3 Mill Lane');
  });

  it('IncludeCounty: Always (blank when none), Never, and AsRequired when there is one and room for it', () => {
    expect(label(house, { includeCounty: 'Always' })).toEqual(['3 Mill Lane', 'LONDON', '', 'N1 9AB', '', '', '']);
    expect(label(flat, { includeCounty: 'Never' })).not.toContain('Greater Manchester');
    expect(label(flat, { includeCounty: 'AsRequired' })).toEqual([
      'Flat 2',
      'Victoria House',
      '12 High Street',
      'Didsbury',
      'MANCHESTER',
      'Greater Manchester',
      'M20 2AB',
    ]);
    expect(label(house, { includeCounty: 'AsRequired' })).toEqual(['3 Mill Lane', 'LONDON', 'N1 9AB', '', '', '', '']);
    // No room: the county goes rather than joining address lines.
    expect(label(flat, { includeCounty: 'AsRequired', outputFields: 6 })).toEqual([
      'Flat 2',
      'Victoria House',
      '12 High Street',
      'Didsbury',
      'MANCHESTER',
      'M20 2AB',
    ]);
    // Always: address lines are joined to make room.
    expect(label(flat, { includeCounty: 'Always', outputFields: 6 })).toEqual([
      'Flat 2, Victoria House',
      '12 High Street',
      'Didsbury',
      'MANCHESTER',
      'Greater Manchester',
      'M20 2AB',
    ]);
  });

  it('joins the topmost address lines with commas when there are more than fit, then everything if need be', () => {
    expect(label(flat, { outputFields: 4 })).toEqual(['Flat 2, Victoria House, 12 High Street', 'Didsbury', 'MANCHESTER', 'M20 2AB']);
    expect(label(flat, { outputFields: 3, reserveOrgLine: 'AsRequired' })).toEqual([
      'Harper & Lowe Solicitors, Flat 2, Victoria House, 12 High Street, Didsbury',
      'MANCHESTER',
      'M20 2AB',
    ]);
    expect(label(flat, { outputFields: 2, labelFormat: 'FixedTown' })).toEqual(['Flat 2, Victoria House, 12 High Street, Didsbury, MANCHESTER', 'M20 2AB']);
    expect(label(flat, { outputFields: 1 })).toEqual(['Flat 2, Victoria House, 12 High Street, Didsbury, MANCHESTER, M20 2AB']);
  });

  // Australia Post's addressing: suburb, state and postcode on one line, never a line of their own.
  const surryHills: LabelParts = {
    organisation: '',
    body: ['Unit 4', '12 Crown Street'],
    town: 'Surry Hills',
    county: 'NSW',
    postcode: '',
    countyJoiner: ' ',
    townLine: (town, state) => [town, state, '2010'].filter(Boolean).join(' '),
    countyOnTownLine: true,
  };
  it.each([
    [{ labelFormat: 'FixedTown', outputFields: 5, includeCounty: 'Always' }, ['Unit 4', '12 Crown Street', '', '', 'SURRY HILLS NSW 2010']],
    [{ labelFormat: 'FixedTown', outputFields: 5, includeCounty: 'AsRequired' }, ['Unit 4', '12 Crown Street', '', '', 'SURRY HILLS NSW 2010']],
    [{ labelFormat: 'FixedTown', outputFields: 5, includeCounty: 'Never' }, ['Unit 4', '12 Crown Street', '', '', 'SURRY HILLS 2010']],
    [{ labelFormat: 'FixedPostcode', outputFields: 4, includeCounty: 'Always' }, ['Unit 4', '12 Crown Street', '', 'SURRY HILLS NSW 2010']],
    [{ labelFormat: 'Standard', outputFields: 4, includeCounty: 'Always' }, ['Unit 4', '12 Crown Street', 'SURRY HILLS NSW 2010', '']],
    [{ labelFormat: 'Standard', outputFields: 2, includeCounty: 'Always', townFormat: 'Lowercase' }, ['Unit 4, 12 Crown Street', 'Surry Hills NSW 2010']],
  ] as const)('australia %j: %j', (options, expected) => {
    expect(label(surryHills, options)).toEqual(expected);
  });

  // Post sent abroad: the country in capitals on the last line, whatever the format.
  const koeln: LabelParts = {
    organisation: '',
    body: ['Domstraße 12'],
    town: 'Köln',
    county: '',
    postcode: '',
    countyJoiner: ' ',
    townLine: (town) => `50667 ${town}`,
    country: 'GERMANY',
  };
  const brooklyn: LabelParts = {
    organisation: '',
    body: ['350 5th Avenue Apt 2'],
    town: 'Brooklyn',
    county: '',
    postcode: '',
    countyJoiner: ' ',
    townLine: (town) => `${town}, NY 11215`,
    country: 'UNITED STATES',
  };
  it.each([
    [koeln, { labelFormat: 'Standard', outputFields: 5 }, ['Domstraße 12', '50667 KÖLN', 'GERMANY', '', '']],
    [koeln, { labelFormat: 'FixedPostcode', outputFields: 5 }, ['Domstraße 12', '', '', '50667 KÖLN', 'GERMANY']],
    [koeln, { labelFormat: 'FixedTown', outputFields: 5 }, ['Domstraße 12', '', '', '50667 KÖLN', 'GERMANY']],
    [brooklyn, { labelFormat: 'FixedTown', outputFields: 4 }, ['350 5th Avenue Apt 2', '', 'BROOKLYN, NY 11215', 'UNITED STATES']],
    [{ ...house, country: 'UNITED KINGDOM' }, { labelFormat: 'FixedTown', outputFields: 5 }, ['3 Mill Lane', '', 'LONDON', 'N1 9AB', 'UNITED KINGDOM']],
    [{ ...house, country: 'UNITED KINGDOM' }, { labelFormat: 'Standard', outputFields: 2 }, ['3 Mill Lane, LONDON, N1 9AB', 'UNITED KINGDOM']],
  ] as const)('abroad %#: %j with %j ends with the country', (parts, options, expected) => {
    expect(label(parts, options)).toEqual(expected);
  });
});

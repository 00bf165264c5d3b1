import { describe, expect, it } from 'vitest';
import {
  defaultLabelConfiguration,
  loadLabelConfiguration,
  parseStoredLabelConfiguration,
  saveLabelConfiguration,
  toLabelConfigurationInput,
  type LabelConfiguration,
} from './label-configuration';
import { storageKeys } from '../../../lib/storage-keys';

const stored: LabelConfiguration = { outputFields: 6, labelFormat: 'Standard', townFormat: 'Lowercase', reserverOrgLine: 'Always', includeCounty: 'Never' };
const raw = (value: unknown) => JSON.stringify(value);

describe('default label configuration', () => {
  it('is 7 lines, FixedTown, Uppercase, AsRequired, county AsRequired in the uk', () => {
    expect(defaultLabelConfiguration('uk')).toEqual({
      outputFields: 7,
      labelFormat: 'FixedTown',
      townFormat: 'Uppercase',
      reserverOrgLine: 'AsRequired',
      includeCounty: 'AsRequired',
    });
  });

  it('is 5 lines with the county Always in australia', () => {
    expect(defaultLabelConfiguration('australia')).toEqual({
      outputFields: 5,
      labelFormat: 'FixedTown',
      townFormat: 'Uppercase',
      reserverOrgLine: 'AsRequired',
      includeCounty: 'Always',
    });
  });
});

describe('a label configuration read from storage', () => {
  it('is accepted when every field is valid', () => {
    expect(parseStoredLabelConfiguration(raw(stored), 'uk')).toEqual(stored);
  });

  it.each(['Standard', 'FixedPostcode', 'FixedTown'])('accepts labelFormat %s', (labelFormat) => {
    expect(parseStoredLabelConfiguration(raw({ ...stored, labelFormat }), 'uk').labelFormat).toBe(labelFormat);
  });

  it.each(['AsRequired', 'Always', 'Never'])('accepts %s for reserverOrgLine and includeCounty', (rule) => {
    expect(parseStoredLabelConfiguration(raw({ ...stored, reserverOrgLine: rule, includeCounty: rule }), 'uk')).toMatchObject({
      reserverOrgLine: rule,
      includeCounty: rule,
    });
  });

  it.each([
    ['labelFormat', { labelFormat: 'Fixed' }],
    ['labelFormat in another case', { labelFormat: 'standard' }],
    ['townFormat', { townFormat: 'Titlecase' }],
    ['reserverOrgLine', { reserverOrgLine: 'Sometimes' }],
    ['includeCounty', { includeCounty: true }],
    ['outputFields as text', { outputFields: '7' }],
    ['outputFields missing', { outputFields: undefined }],
    ['the GraphQL spelling reserveOrgLine instead of reserverOrgLine', { reserverOrgLine: undefined, reserveOrgLine: 'Always' }],
  ])('falls back to the defaults with an invalid %s', (_, change) => {
    expect(parseStoredLabelConfiguration(raw({ ...stored, ...change }), 'uk')).toEqual(defaultLabelConfiguration('uk'));
    expect(parseStoredLabelConfiguration(raw({ ...stored, ...change }), 'australia')).toEqual(defaultLabelConfiguration('australia'));
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{outputFields: 7'],
    ['JSON null', 'null'],
    ['a list', '[7]'],
    ['a number', '7'],
  ])('falls back to the defaults for %s', (_, value) => {
    expect(parseStoredLabelConfiguration(value, 'australia')).toEqual(defaultLabelConfiguration('australia'));
  });

  it('takes any number of lines, brought within the 1 to 10 the service takes', () => {
    expect(parseStoredLabelConfiguration(raw({ ...stored, outputFields: 42 }), 'uk').outputFields).toBe(10);
    expect(parseStoredLabelConfiguration(raw({ ...stored, outputFields: 0 }), 'uk').outputFields).toBe(1);
    expect(parseStoredLabelConfiguration(raw({ ...stored, outputFields: 4.4 }), 'uk').outputFields).toBe(4);
  });

  it('drops fields it does not know', () => {
    expect(parseStoredLabelConfiguration(raw({ ...stored, colour: 'red' }), 'uk')).toEqual(stored);
  });
});

describe('keeping the label configuration', () => {
  it('saves under labelConfiguration with the service field names and reads it back', () => {
    saveLabelConfiguration(stored);
    expect(JSON.parse(localStorage.getItem(storageKeys.labelConfiguration)!)).toEqual(stored);
    expect(storageKeys.labelConfiguration).toBe('labelConfiguration');
    expect(loadLabelConfiguration('australia')).toEqual(stored);
  });

  it('gives the territory defaults when storage holds something invalid', () => {
    localStorage.setItem(storageKeys.labelConfiguration, raw({ ...stored, townFormat: 'Shouting' }));
    expect(loadLabelConfiguration('uk')).toEqual(defaultLabelConfiguration('uk'));
  });

  it('asks the service with its own spelling, reserveOrgLine', () => {
    expect(toLabelConfigurationInput(stored)).toEqual({
      outputFields: 6,
      labelFormat: 'Standard',
      townFormat: 'Lowercase',
      reserveOrgLine: 'Always',
      includeCounty: 'Never',
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { duplicateChoiceOf, duplicateChoices, settingsJson, toggleOutputField } from './settings';

describe('a file’s settings for the API', () => {
  it('drops what GraphQL adds and keeps only the bureau’s own fields', () => {
    const answered = {
      __typename: 'BureauFileSettings',
      mafId: '1',
      addressSettings: { __typename: 'BureauAddressSettings', usePAF: true, correctTown: true, correctPostcode: false, correctStreet: true },
      dedupeLevel: 'address',
      dedupeAction: 'remove' as const,
      dedupeSeparateFile: false,
      suppressions: [{ __typename: 'BureauSuppressionChoice', suppressionType: 'deceased', action: 'remove' as const }],
      outputGroups: ['matched'],
      outputFields: ['input:1', 'MatchStatus'],
    };
    expect(JSON.parse(settingsJson(answered))).toEqual({
      mafId: '1',
      addressSettings: { usePAF: true, correctTown: true, correctPostcode: false, correctStreet: true },
      dedupeLevel: 'address',
      dedupeAction: 'remove',
      dedupeSeparateFile: false,
      suppressions: [{ suppressionType: 'deceased', action: 'remove' }],
      outputGroups: ['matched'],
      outputFields: ['input:1', 'MatchStatus'],
    });
  });

  it.each([
    { chosen: ['input:1', 'MatchStatus'], field: 'input:2', on: true, want: ['input:1', 'input:2', 'MatchStatus'] },
    { chosen: ['input:1', 'input:2'], field: 'input:1', on: false, want: ['input:2'] },
    { chosen: ['input:2'], field: 'input:2', on: true, want: ['input:2'] },
  ])('output field $field on: $on', ({ chosen, field, on, want }) => {
    expect(toggleOutputField(chosen, field, on, ['input:1', 'input:2', 'MatchStatus', 'Suppression'])).toEqual(want);
  });

  it.each([
    [{ dedupeAction: 'flag', dedupeSeparateFile: false }, 'flag'],
    [{ dedupeAction: 'remove', dedupeSeparateFile: true }, 'separate'],
    [{ dedupeAction: 'remove', dedupeSeparateFile: false }, 'remove'],
  ] as const)('reads duplicates %j as the choice %s, and the choice back as the same settings', (settings, choice) => {
    expect(duplicateChoiceOf(settings)).toBe(choice);
    expect(duplicateChoices[choice].settings).toEqual(settings);
  });
});

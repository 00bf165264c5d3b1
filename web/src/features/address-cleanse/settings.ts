import type { BureauDuplicateAction, BureauFileSettingsInput } from '../../gql/graphql';

/** Settings as GraphQL answers them: the same shape as the input, with __typename on each object. */
interface AnsweredSettings {
  mafId: string;
  addressSettings: { usePAF: boolean; correctTown: boolean; correctPostcode: boolean; correctStreet: boolean };
  dedupeLevel: string;
  dedupeAction: BureauDuplicateAction;
  dedupeSeparateFile: boolean;
  suppressions: readonly { suppressionType: string; action: BureauFileSettingsInput['suppressions'][number]['action'] }[];
  outputGroups: readonly string[];
  outputFields: readonly string[];
}

/**
 * The settings as the bureau API takes them (and as updateBureauFileSettings does): only their own
 * fields, in a fixed order, so the JSON given for the API is the same whatever the cache added.
 */
export function settingsInput(settings: AnsweredSettings): BureauFileSettingsInput {
  const { usePAF, correctTown, correctPostcode, correctStreet } = settings.addressSettings;
  return {
    mafId: settings.mafId,
    addressSettings: { usePAF, correctTown, correctPostcode, correctStreet },
    dedupeLevel: settings.dedupeLevel,
    dedupeAction: settings.dedupeAction,
    dedupeSeparateFile: settings.dedupeSeparateFile,
    suppressions: settings.suppressions.map(({ suppressionType, action }) => ({ suppressionType, action })),
    outputGroups: [...settings.outputGroups],
    outputFields: [...settings.outputFields],
  };
}

/** "Export settings for API": the JSON body the bureau API takes for these settings. */
export const settingsJson = (settings: AnsweredSettings) => JSON.stringify(settingsInput(settings), null, 2);

/** Turns an output field on or off, keeping the order they are offered in. */
export function toggleOutputField(chosen: readonly string[], field: string, on: boolean, offered: readonly string[]): string[] {
  const set = new Set(chosen);
  if (on) set.add(field);
  else set.delete(field);
  return offered.filter((id) => set.has(id));
}

/** What happens to duplicates, as the properties screen offers it: the bureau's action and separate file in one choice. */
export type DuplicateChoice = 'flag' | 'separate' | 'remove';

export const duplicateChoices: Record<
  DuplicateChoice,
  { name: string; description: string; settings: Pick<BureauFileSettingsInput, 'dedupeAction' | 'dedupeSeparateFile'> }
> = {
  flag: {
    name: 'Keep them, flagged',
    description: 'Every duplicate stays in the cleansed file, marked Child with its group number. Nothing is dropped.',
    settings: { dedupeAction: 'flag', dedupeSeparateFile: false },
  },
  separate: {
    name: 'Move them to a separate file',
    description: 'Duplicates leave the cleansed file for a duplicates file of their own, which you download beside it.',
    settings: { dedupeAction: 'remove', dedupeSeparateFile: true },
  },
  remove: {
    name: 'Remove them',
    description: 'Duplicates leave the cleansed file and go into no file. The results say how many.',
    settings: { dedupeAction: 'remove', dedupeSeparateFile: false },
  },
};

export function duplicateChoiceOf(settings: Pick<BureauFileSettingsInput, 'dedupeAction' | 'dedupeSeparateFile'>): DuplicateChoice {
  if (settings.dedupeAction !== 'remove') return 'flag';
  return settings.dedupeSeparateFile ? 'separate' : 'remove';
}

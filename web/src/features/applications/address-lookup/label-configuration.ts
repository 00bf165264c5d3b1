import { MAX_LABEL_LINES } from '@portal/gateway/input-bounds';
import { z } from 'zod';
import type { LabelConfigurationInput } from '../../../gql/graphql';
import { storageKeys } from '../../../lib/storage-keys';
import type { Territory } from '../../../lib/territory';

export const labelFormats = ['Standard', 'FixedPostcode', 'FixedTown'] as const;
export const townFormats = ['Uppercase', 'Lowercase'] as const;
export const lineRules = ['AsRequired', 'Always', 'Never'] as const;

/** A label has 1 to 10 lines: the gateway's bound (`@portal/gateway/input-bounds`), which refuses any other. */
export const minOutputFields = 1;
export const maxOutputFields = MAX_LABEL_LINES;

/**
 * What local storage may hold, with the service's field names (note `reserverOrgLine`; docs/texts-and-constants.md):
 * labelFormat Standard, FixedPostcode or FixedTown; townFormat Uppercase or Lowercase;
 * reserverOrgLine and includeCounty AsRequired, Always or Never; outputFields a number.
 */
export const storedLabelConfigurationSchema = z.object({
  outputFields: z.number(),
  labelFormat: z.enum(labelFormats),
  townFormat: z.enum(townFormats),
  reserverOrgLine: z.enum(lineRules),
  includeCounty: z.enum(lineRules),
});

export type LabelConfiguration = z.infer<typeof storedLabelConfigurationSchema>;
export type LabelFormat = LabelConfiguration['labelFormat'];
export type TownFormat = LabelConfiguration['townFormat'];
export type LineRule = LabelConfiguration['reserverOrgLine'];

/** The defaults: 7 lines (uk) or 5 (australia); FixedTown; Uppercase; organisation line AsRequired; county AsRequired (uk) or Always (australia). */
export function defaultLabelConfiguration(territory: Territory): LabelConfiguration {
  return {
    outputFields: territory === 'australia' ? 5 : 7,
    labelFormat: 'FixedTown',
    townFormat: 'Uppercase',
    reserverOrgLine: 'AsRequired',
    includeCounty: territory === 'australia' ? 'Always' : 'AsRequired',
  };
}

/** The service takes 1 to 10 whole lines; a stored number outside that is brought to the nearest. */
export function clampOutputFields(value: number): number {
  if (!Number.isFinite(value)) return minOutputFields;
  return Math.min(maxOutputFields, Math.max(minOutputFields, Math.round(value)));
}

/** Reads a stored configuration (the raw local-storage text): accepted only when valid, else the territory's defaults. */
export function parseStoredLabelConfiguration(raw: string | null, territory: Territory): LabelConfiguration {
  if (raw === null) return defaultLabelConfiguration(territory);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultLabelConfiguration(territory);
  }
  const parsed = storedLabelConfigurationSchema.safeParse(value);
  if (!parsed.success) return defaultLabelConfiguration(territory);
  return { ...parsed.data, outputFields: clampOutputFields(parsed.data.outputFields) };
}

export function loadLabelConfiguration(territory: Territory): LabelConfiguration {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKeys.labelConfiguration);
  } catch {
    // Storage switched off: the defaults will do.
  }
  return parseStoredLabelConfiguration(raw, territory);
}

export function saveLabelConfiguration(configuration: LabelConfiguration): void {
  try {
    localStorage.setItem(storageKeys.labelConfiguration, JSON.stringify(configuration));
  } catch {
    // Storage full or switched off: the choice lasts for this visit only.
  }
}

/** The GraphQL input spells the organisation-line rule `reserveOrgLine`. */
export function toLabelConfigurationInput(configuration: LabelConfiguration): LabelConfigurationInput {
  return {
    outputFields: clampOutputFields(configuration.outputFields),
    labelFormat: configuration.labelFormat,
    townFormat: configuration.townFormat,
    reserveOrgLine: configuration.reserverOrgLine,
    includeCounty: configuration.includeCounty,
  };
}

export function sameLabelConfiguration(a: LabelConfiguration, b: LabelConfiguration): boolean {
  return (
    a.outputFields === b.outputFields &&
    a.labelFormat === b.labelFormat &&
    a.townFormat === b.townFormat &&
    a.reserverOrgLine === b.reserverOrgLine &&
    a.includeCounty === b.includeCounty
  );
}

import { z } from 'zod';

// The JSON shapes of the autocomplete and address lookup services (sandbox/README.md, "Address
// lookup and autocomplete"), declared so that the request layer checks each answer against them;
// the types are what the checks give.

/** A dataset (maf reference) an account may search: `GET /autoc/json` without `q`. */
export const upstreamAddressDataset = z.object({
  ref: z.string(),
  name: z.string(),
  /** Whether a search of it takes a country; a service that leaves it out means no. */
  international: z.boolean().default(false),
});
export type UpstreamAddressDataset = z.output<typeof upstreamAddressDataset>;
export const upstreamAddressDatasets = z.array(upstreamAddressDataset);

/** One suggestion: `GET /autoc/json` with `q`. */
export const upstreamSuggestion = z.object({
  id: z.string(),
  text: z.string(),
});
export type UpstreamSuggestion = z.output<typeof upstreamSuggestion>;
export const upstreamSuggestions = z.array(upstreamSuggestion);

/** A country of the international dataset: `GET /countries/json`. */
export const upstreamCountry = z.object({
  code: z.string(),
  name: z.string(),
});
export type UpstreamCountry = z.output<typeof upstreamCountry>;
export const upstreamCountries = z.array(upstreamCountry);

/** One address: `GET /json/{dataset}`; `fields` only with `ListOutputs=true`. */
export const upstreamAddress = z.object({
  id: z.string(),
  label: z.array(z.string()),
  fields: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
});
export type UpstreamAddress = z.output<typeof upstreamAddress>;

/** The label parameters of `GET /json/{dataset}`, named as the service names them. */
export interface UpstreamLabelParams {
  readonly OutputFields: number;
  readonly LabelFormat: 'Standard' | 'FixedPostcode' | 'FixedTown';
  readonly TownFormat: 'Uppercase' | 'Lowercase';
  readonly ReserveOrgLine: 'AsRequired' | 'Always' | 'Never';
  readonly IncludeCounty: 'AsRequired' | 'Always' | 'Never';
}

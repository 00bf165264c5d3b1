// The JSON shapes of the autocomplete and address lookup services (sandbox/README.md, "Address
// lookup and autocomplete").

/** A dataset (maf reference) an account may search: `GET /autoc/json` without `q`. */
export interface UpstreamAddressDataset {
  readonly ref: string;
  readonly name: string;
  readonly international: boolean;
}

/** One suggestion: `GET /autoc/json` with `q`. */
export interface UpstreamSuggestion {
  readonly id: string;
  readonly text: string;
}

/** A country of the international dataset: `GET /countries/json`. */
export interface UpstreamCountry {
  readonly code: string;
  readonly name: string;
}

/** One address: `GET /json/{dataset}`; `fields` only with `ListOutputs=true`. */
export interface UpstreamAddress {
  readonly id: string;
  readonly dataset: string;
  readonly label: readonly string[];
  readonly fields?: readonly { readonly name: string; readonly value: string }[];
}

/** The label parameters of `GET /json/{dataset}`, named as the service names them. */
export interface UpstreamLabelParams {
  readonly OutputFields: number;
  readonly LabelFormat: 'Standard' | 'FixedPostcode' | 'FixedTown';
  readonly TownFormat: 'Uppercase' | 'Lowercase';
  readonly ReserveOrgLine: 'AsRequired' | 'Always' | 'Never';
  readonly IncludeCounty: 'AsRequired' | 'Always' | 'Never';
}

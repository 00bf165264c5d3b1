/** The countries the address data covers (ISO 3166-1 alpha-2; GB for the uk). */
export type CountryCode = 'GB' | 'AU' | 'DE' | 'FR' | 'IE' | 'NL' | 'NZ' | 'US';

/**
 * One address, in PAF's fields whatever its country: australian and international addresses use
 * the same fields (an australian unit is the sub-building, the suburb the post town, the state the
 * county; a United States state is the county too). Empty strings where the address has nothing.
 */
export interface AddressRecord {
  /** Stable across runs: the dataset's prefix and the address's place in the generated order. */
  readonly id: string;
  readonly country: CountryCode;
  readonly organisation: string;
  readonly subBuilding: string;
  readonly buildingName: string;
  readonly buildingNumber: string;
  readonly thoroughfare: string;
  readonly dependentLocality: string;
  readonly postTown: string;
  readonly county: string;
  readonly postcode: string;
}

/** The named fields of the look-up answer, as the schema names them. */
export type FieldName =
  | 'Organisation'
  | 'Sub-building'
  | 'Building name'
  | 'Building number'
  | 'Thoroughfare'
  | 'Dependent locality'
  | 'Post town'
  | 'County'
  | 'Suburb'
  | 'State'
  | 'Postcode'
  | 'Country';

export interface AddressField {
  name: FieldName;
  value: string;
}

/** The parts a label is laid out from. */
export interface LabelParts {
  organisation: string;
  /** The lines between the organisation and the town, most detailed (least important) first. */
  body: string[];
  town: string;
  /** Empty when the address has none, or where the country writes it on the town line. */
  county: string;
  /** Empty where the country writes it on the town line (see `townLine`). */
  postcode: string;
  /** How the county joins the town when both share a line (FixedTown). */
  countyJoiner: string;
  /**
   * Where the country writes town and postcode on one line: that line, from the town as formatted
   * and the county to write on it ('' when it is left out; only `countyOnTownLine` countries use it).
   */
  townLine?: (town: string, county: string) => string;
  /**
   * The county (an australian state) goes on the town line, never on a line of its own: `SYDNEY NSW
   * 2000`. IncludeCounty then says whether it is written there.
   */
  countyOnTownLine?: boolean;
  /**
   * The country, in capitals, for post sent abroad: the label's last line, below the postcode. Absent
   * for an address of a domestic dataset, posted within its own country.
   */
  country?: string;
}

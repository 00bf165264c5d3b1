import type { LabelParts } from '../../addresses/types';

export const labelFormats = ['Standard', 'FixedPostcode', 'FixedTown'] as const;
export const townFormats = ['Uppercase', 'Lowercase'] as const;
export const lineRules = ['AsRequired', 'Always', 'Never'] as const;

export type LabelFormat = (typeof labelFormats)[number];
export type TownFormat = (typeof townFormats)[number];
export type LineRule = (typeof lineRules)[number];

export interface LabelOptions {
  /** How many lines the label has, 1 to 10. */
  outputFields: number;
  labelFormat: LabelFormat;
  townFormat: TownFormat;
  reserveOrgLine: LineRule;
  includeCounty: LineRule;
}

export const MIN_OUTPUT_FIELDS = 1;
export const MAX_OUTPUT_FIELDS = 10;

/** Two lines as one; a blank one adds nothing. */
function join(a: string, b: string): string {
  return a && b ? `${a}, ${b}` : a || b;
}

/** Joins lines from the top (the most detailed, least important first) until `count` are left. */
function joinFromTop(lines: string[], count: number): string[] {
  const out = [...lines];
  while (out.length > Math.max(count, 1)) out.splice(0, 2, join(out[0] ?? '', out[1] ?? ''));
  return out;
}

/**
 * Lays an address out on exactly `outputFields` lines:
 *
 * - The organisation line comes first: always with ReserveOrgLine Always (blank when there is
 *   none), only when there is one with AsRequired, never with Never.
 * - Then the address lines, then the town (upper case, or as written with Lowercase), the county
 *   and the postcode. The county is there with IncludeCounty Always (blank when there is none);
 *   with AsRequired when the address has one and it fits without joining address lines.
 * - Standard: those lines in order, blank lines after them. FixedPostcode: the postcode on the last
 *   line, blank lines above it. FixedTown: the town on the second-last line and the postcode on the
 *   last, blank lines above; the county shares the town's line (`TOWN, County`).
 * - Countries that write town and postcode on one line (`75001 PARIS`) have that line where the
 *   postcode goes. Australia writes its state there too (`SYDNEY NSW 2000`): IncludeCounty says
 *   whether the state is on that line, and it never has a line of its own.
 * - An address posted abroad (of the international dataset) ends with its country in capitals, on
 *   the last line in every format: `50667 KÖLN`, then `GERMANY`.
 * - When there are more address lines than fit, the topmost are joined with commas until they
 *   fit; when even one address line does not fit, the lines are joined from the top.
 */
export function layoutLabel(parts: LabelParts, options: LabelOptions): string[] {
  const size = options.outputFields;
  const town = options.townFormat === 'Uppercase' ? parts.town.toUpperCase() : parts.town;
  const separatePostcode = !parts.townLine;
  const ownCountyLine = !parts.countyOnTownLine;

  const organisation = options.reserveOrgLine === 'Always' || (options.reserveOrgLine === 'AsRequired' && parts.organisation) ? [parts.organisation] : [];
  const wantsCounty = options.includeCounty === 'Always' || (options.includeCounty === 'AsRequired' && parts.county !== '');
  const body = parts.body.filter(Boolean);

  const tail = (withCounty: boolean): string[] => {
    const townLine = parts.townLine ? parts.townLine(town, withCounty && !ownCountyLine ? parts.county : '') : town;
    const county = withCounty && ownCountyLine ? [parts.county] : [];
    if (options.labelFormat === 'FixedTown') {
      const townAndCounty = withCounty && ownCountyLine && parts.county ? `${townLine}${parts.countyJoiner}${parts.county}` : townLine;
      return separatePostcode ? [townAndCounty, parts.postcode] : [townAndCounty];
    }
    if (!separatePostcode) return [...county, townLine];
    return [townLine, ...county, parts.postcode];
  };

  // Post sent abroad ends with the country (the Universal Postal Union's convention), below everything.
  const country = parts.country ? [parts.country] : [];
  let end = [...tail(wantsCounty), ...country];
  // AsRequired: the county only when there is room for it without joining address lines.
  if (options.includeCounty === 'AsRequired' && wantsCounty && organisation.length + body.length + end.length > size) end = [...tail(false), ...country];

  let lines = [...organisation, ...joinFromTop(body, size - organisation.length - end.length), ...end];
  if (lines.length > size) lines = joinFromTop(lines.filter(Boolean), size);

  // How many lines at the bottom keep their place whatever the blank lines above: the country's too.
  const fixedTail = options.labelFormat === 'FixedTown' && separatePostcode ? 2 : 1;
  const fixed = options.labelFormat === 'Standard' ? 0 : fixedTail + country.length;
  const keep = Math.min(fixed, lines.length);
  const blanks = Array.from({ length: size - lines.length }, () => '');
  return [...lines.slice(0, lines.length - keep), ...blanks, ...lines.slice(lines.length - keep)];
}

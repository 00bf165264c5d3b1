/** One column of the file as the mapping screen edits it. */
export interface ColumnMapping {
  inputOrder: number;
  mappingType: string | null;
  mappingOrder: number | null;
}

/**
 * Numbers the columns mapped to the same address field 1, 2, ... in the order given (their saved
 * order first, then file order), so three Address columns become address lines 1 to 3. Columns left
 * unmapped carry no order.
 */
export function numberMapping(columns: readonly ColumnMapping[]): ColumnMapping[] {
  const ranked = [...columns].sort((a, b) => (a.mappingOrder ?? Infinity) - (b.mappingOrder ?? Infinity) || a.inputOrder - b.inputOrder);
  const next = new Map<string, number>();
  const orders = new Map<number, number>();
  for (const column of ranked) {
    if (!column.mappingType) continue;
    const order = (next.get(column.mappingType) ?? 0) + 1;
    next.set(column.mappingType, order);
    orders.set(column.inputOrder, order);
  }
  return columns.map((column) => ({ ...column, mappingOrder: column.mappingType ? (orders.get(column.inputOrder) ?? null) : null }));
}

/** Maps a column to a field, putting it last among the columns already mapped to that field. */
export function mapColumn(columns: readonly ColumnMapping[], inputOrder: number, mappingType: string | null): ColumnMapping[] {
  const last = Math.max(0, ...columns.filter((c) => c.mappingType === mappingType && c.inputOrder !== inputOrder).map((c) => c.mappingOrder ?? 0));
  return numberMapping(columns.map((c) => (c.inputOrder === inputOrder ? { ...c, mappingType, mappingOrder: mappingType ? last + 1 : null } : c)));
}

/** Moves a column one place earlier (-1) or later (+1) among the columns of its field. */
export function moveColumn(columns: readonly ColumnMapping[], inputOrder: number, by: -1 | 1): ColumnMapping[] {
  const column = columns.find((c) => c.inputOrder === inputOrder);
  if (!column?.mappingType || column.mappingOrder === null) return [...columns];
  const swapWith = columns.find((c) => c.mappingType === column.mappingType && c.mappingOrder === (column.mappingOrder ?? 0) + by);
  if (!swapWith) return [...columns];
  return columns.map((c) =>
    c.inputOrder === column.inputOrder
      ? { ...c, mappingOrder: swapWith.mappingOrder }
      : c.inputOrder === swapWith.inputOrder
        ? { ...c, mappingOrder: column.mappingOrder }
        : c,
  );
}

/** Another file's mapping applied to this one, column by column (matched by place in the file). */
export function applyTemplate(columns: readonly ColumnMapping[], template: readonly ColumnMapping[]): ColumnMapping[] {
  const byOrder = new Map(template.map((c) => [c.inputOrder, c]));
  return numberMapping(
    columns.map((c) => {
      const from = byOrder.get(c.inputOrder);
      return { ...c, mappingType: from?.mappingType ?? null, mappingOrder: from?.mappingOrder ?? null };
    }),
  );
}

/** The bureau's rule for a mapping it can match with, in its words; null when it can. */
export function mappingProblem(columns: readonly ColumnMapping[]): string | null {
  const has = (type: string) => columns.some((c) => c.mappingType === type);
  const addressed = has('Address') || (has('Premise') && has('Street'));
  const placed = has('Postcode') || has('Town');
  return addressed && placed ? null : 'Map at least an address line (or premise and street) and a postcode or town';
}

/** A first guess from the column headings, for a file never mapped: "Post Code" is Postcode, "Address 2" an Address line. */
export function guessMapping(names: readonly string[], mappingTypes: readonly string[]): ColumnMapping[] {
  // Tried in this order: "Postcode" also holds the word "code" and "Post Town" the word "town";
  // "Building Name" and "Street Name" name a premise and a street, not a person; "Company Name" an organisation.
  const guesses: [RegExp, string][] = [
    [/\b(post ?code|postal ?code|zip)\b/i, 'Postcode'],
    [/\b(ref|reference|id|urn|customer ?(no|number))\b/i, 'Reference'],
    [/\b(organi[sz]ation|company|business)\b/i, 'Organisation'],
    [/\b(premise|house|building|number|no)\b/i, 'Premise'],
    [/\b(street|road|thoroughfare)\b/i, 'Street'],
    [/\b(name|forename|surname|contact)\b/i, 'Name'],
    [/\b(address|addr|line)\b/i, 'Address'],
    [/\b(locality|district|village)\b/i, 'Locality'],
    [/\b(town|city|post ?town)\b/i, 'Town'],
    [/\b(county|region|state)\b/i, 'County'],
  ];
  return numberMapping(
    names.map((name, i) => {
      const words = headingWords(name);
      const found = guesses.find(([pattern]) => pattern.test(words))?.[1];
      return { inputOrder: i + 1, mappingType: found && mappingTypes.includes(found) ? found : null, mappingOrder: null };
    }),
  );
}

/**
 * A heading as words: exports from databases and CRMs join them ("AddressLine1", "Address_1",
 * "CustomerRef", "Post-Code"), and a word boundary within them matches nothing, so every column of
 * such a file was guessed Not used.
 */
function headingWords(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ');
}

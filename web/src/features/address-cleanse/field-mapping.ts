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

/** The words a heading numbers something by: "Account No", "House Number", "Order #" ("No." reads as "No"). */
const numberWords = 'no|num|number|nbr|#';

/** A heading of one of the `things` followed by a number word: "Account No", "Flat Number". */
const numberOf = (things: string) => new RegExp(String.raw`\b(${things})\s*(${numberWords})(?![\w#])`, 'i');

/** A heading that is a number word alone: "No", "No.", "Number", "#". */
const bareNumber = new RegExp(String.raw`^\s*(${numberWords})\s*$`, 'i');

/** A first guess from the column headings, for a file never mapped: "Post Code" is Postcode, "Address 2" an Address line. */
export function guessMapping(names: readonly string[], mappingTypes: readonly string[]): ColumnMapping[] {
  const words = names.map(headingWords);
  const guessed = words.map(guessField);
  // A number word alone is a house number beside a Street column, as a file laid out by premise
  // and street heads it; beside address lines it is as likely the export's own row number, which
  // the bureau, finding the house number in the address line, would try as a building's name.
  const besideStreet = guessed.includes('Street');
  return numberMapping(
    words.map((heading, i) => {
      const found = bareNumber.test(heading) ? (besideStreet ? 'Premise' : null) : guessed[i];
      return { inputOrder: i + 1, mappingType: found && mappingTypes.includes(found) ? found : null, mappingOrder: null };
    }),
  );
}

/**
 * The field a heading's words name, or null. Tried in this order: "Postcode" also holds the word
 * "code" and "Post Town" the word "town"; "Building Name" and "Street Name" name a premise and a
 * street, not a person; "Company Name" an organisation. A number word names a premise only after a
 * premise's word ("House No", "Building Number", "Flat No", "Street Number"): "Account No", "Order
 * Number" and "Member No" name the record, as a reference does, and "Phone Number" nothing here.
 */
function guessField(words: string): string | null {
  const guesses: [RegExp, string | null][] = [
    [/\b(post ?code|postal ?code|zip)\b/i, 'Postcode'],
    // What no address field holds, though "Phone Number" has "number", "Email Address" "address"
    // and "Contact Number" (a phone number in the CRMs that write it) "contact": Not used.
    [/\b(phone|telephone|tel|mobile|mob|fax|cell|e ?mail|web ?site|web|url)\b/i, null],
    [numberOf('contact'), null],
    [/\b(ref|reference|id|urn)\b/i, 'Reference'],
    [numberOf('account|acc|acct|customer|cust|client|member|membership|order|invoice|policy|contract|record|serial'), 'Reference'],
    [/\b(organi[sz]ation|company|business)\b/i, 'Organisation'],
    [/\b(premise|premises|house|building|bldg|property)\b/i, 'Premise'],
    [numberOf('flat|apartment|unit|plot|door|street'), 'Premise'],
    [/\b(street|road|thoroughfare)\b/i, 'Street'],
    [/\b(name|forename|surname|contact)\b/i, 'Name'],
    [/\b(address|addr|line)\b/i, 'Address'],
    [/\b(locality|district|village)\b/i, 'Locality'],
    [/\b(town|city|post ?town)\b/i, 'Town'],
    [/\b(county|region|state)\b/i, 'County'],
  ];
  return guesses.find(([pattern]) => pattern.test(words))?.[1] ?? null;
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

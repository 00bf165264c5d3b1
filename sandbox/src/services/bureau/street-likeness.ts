/** Street types as files abbreviate them, to the word the address file writes. */
const streetTypes: Readonly<Record<string, string>> = {
  RD: 'ROAD',
  ST: 'STREET',
  STR: 'STREET',
  LN: 'LANE',
  AVE: 'AVENUE',
  AV: 'AVENUE',
  DR: 'DRIVE',
  CL: 'CLOSE',
  CT: 'COURT',
  CRES: 'CRESCENT',
  CRS: 'CRESCENT',
  GDNS: 'GARDENS',
  GRN: 'GREEN',
  GR: 'GROVE',
  GRO: 'GROVE',
  PL: 'PLACE',
  SQ: 'SQUARE',
  TER: 'TERRACE',
  TERR: 'TERRACE',
  PDE: 'PARADE',
  PK: 'PARK',
  HL: 'HILL',
  WY: 'WAY',
  WK: 'WALK',
  MT: 'MOUNT',
  RI: 'RISE',
  ROW: 'ROW',
};

/** The street types' full words: two streets of different types are different streets, however alike their names. */
const typeWords = new Set(Object.values(streetTypes));

/** A street's words, its type abbreviations written out; a leading `St` is a saint's name, not a street. */
function wordsOf(street: string): string[] {
  return street
    .split(' ')
    .filter(Boolean)
    .map((word, index, all) => (word === 'ST' && index < all.length - 1 ? word : (streetTypes[word] ?? word)));
}

/**
 * Whether a street given in a file is plausibly the same street as the address file's: the same once
 * abbreviations are written out (`Station Rd`), or a misspelling of it, a few letters typed wrong, left
 * out, added or swapped (at most two, or a quarter of the name on longer ones). A different name, or
 * the same name of another type (`Mill Road`, `Mill Lane`), is another street, so another address.
 * Both are read as matcher.ts normalises them (upper case, letters and digits, single spaces).
 */
export function sameStreet(given: string, known: string): boolean {
  const a = wordsOf(given);
  const b = wordsOf(known);
  const lastA = a.at(-1) ?? '';
  const lastB = b.at(-1) ?? '';
  if (lastA !== lastB && typeWords.has(lastA) && typeWords.has(lastB)) return false;
  const x = a.join(' ');
  const y = b.join(' ');
  if (x === y) return true;
  const allowed = Math.max(2, Math.floor(Math.max(x.length, y.length) / 4));
  return Math.abs(x.length - y.length) <= allowed && editDistance(x, y) <= allowed;
}

/** Letters inserted, deleted, replaced or swapped with a neighbour to make one text the other (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] as number) + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The words of an address people write short, each with the ways it is written short: the street
 * types of Royal Mail's, Australia Post's and USPS's lists that the sandbox's data has or a person
 * types (Tce, Pde, Hwy ...), and Saint. Words as `searchWords` gives them: lower case, no dots.
 */
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  avenue: ['ave', 'av'],
  boulevard: ['blvd'],
  circuit: ['cct'],
  close: ['cl'],
  court: ['ct'],
  crescent: ['cres', 'cr'],
  drive: ['dr'],
  esplanade: ['esp'],
  gardens: ['gdns'],
  grove: ['gr', 'gro'],
  highway: ['hwy'],
  lane: ['ln'],
  mount: ['mt'],
  parade: ['pde'],
  parkway: ['pkwy'],
  place: ['pl'],
  road: ['rd'],
  saint: ['st'],
  square: ['sq'],
  street: ['st', 'str'],
  terrace: ['tce', 'terr'],
};

/** A typed word this short or shorter is left as it is: one letter starts too many words already. */
const SHORTEST_PART = 2;

/**
 * The other ways an address may write a typed word, which it also matches: a short form its full
 * words (`rd` Road, `tce` Terrace, `st` Street and Saint), a full word its short forms (`street`
 * Main St), and a word still being typed, the start of a full word or of a short form, the other
 * way of writing it (`ro` Rd, `tc` Terrace), so suggestions stay as the rest of the word is typed.
 * None counts as the typed word whole: `St` is as often Saint as Street, so `st mary's` keeps
 * St Mary's Road before Mary Street, and `high street` the High Streets before St Albans's High
 * Road. Words the typed word starts are left out: it matches them anyway.
 */
function alternatesOf(typed: string): string[] {
  const alternates: string[] = [];
  const add = (word: string) => {
    if (!word.startsWith(typed) && !alternates.includes(word)) alternates.push(word);
  };
  for (const [full, shorts] of Object.entries(SHORT_FORMS)) if (shorts.includes(typed)) add(full);
  for (const [full, shorts] of Object.entries(SHORT_FORMS)) {
    if (full.startsWith(typed)) for (const short of shorts) add(short);
    for (const short of shorts) if (short !== typed && short.startsWith(typed)) add(full);
  }
  return alternates;
}

/**
 * Every typed word having alternates, with them: the starts of the table's words, worked out once
 * since a search asks for each of its typed words.
 */
const ALTERNATES = new Map<string, readonly string[]>();
for (const [full, shorts] of Object.entries(SHORT_FORMS)) {
  for (const word of [full, ...shorts]) {
    for (let length = SHORTEST_PART; length <= word.length; length++) {
      const typed = word.slice(0, length);
      const alternates = ALTERNATES.has(typed) ? [] : alternatesOf(typed);
      if (alternates.length > 0) ALTERNATES.set(typed, alternates);
    }
  }
}

const NONE: readonly string[] = [];

/** The other ways an address may write a typed word (see `alternatesOf`); none for most words. */
export function wordAlternates(typed: string): readonly string[] {
  return ALTERNATES.get(typed) ?? NONE;
}

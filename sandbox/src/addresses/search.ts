import { countryWordsNamed } from './places';
import { wordAlternates } from './street-words';

/** ä, ö or ü, written as one character or as a, o or u and the combining diaeresis. */
const UMLAUT = /[äöüÄÖÜ]|[aouAOU]\u0308/;
/** The same once decomposed, as `folded` sees them. */
const UMLAUTS = /([aou])\u0308/gi;

/** What joins the parts of one word: apostrophes straight, curly or as a letter, and hyphens. */
const JOINER = "'‘’ʼ\\-‐‑";
const BETWEEN_COMPOUNDS = new RegExp(`[^a-z0-9${JOINER}]+`);
const JOINERS = new RegExp(`[${JOINER}]+`);
const HAS_JOINER = new RegExp(`[${JOINER}]`);

/**
 * Accents dropped (ß as ss), lower case: what both a text and a search are compared as. Decomposed
 * by compatibility (NFKD), so full-width letters, digits and spaces, as a Japanese keyboard or a PDF
 * gives them (ＳＷ１Ａ ２ＡＡ, and the ideographic space U+3000), are the ordinary ones they stand for.
 */
function folded(text: string, german = false): string {
  let decomposed = text.normalize('NFKD');
  if (german) decomposed = decomposed.replace(UMLAUTS, '$1e');
  return decomposed.replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * The words of what was typed: lower case, accents dropped, split into words of letters and digits.
 * An apostrophe or a hyphen splits a word too, so `l'Église` is `l` and `eglise` and `St Mary's` is
 * `st`, `mary` and `s`: each is found among the words `indexWords` gives a text, whichever way the
 * text joins or spaces them.
 */
export function searchWords(text: string): string[] {
  return folded(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The words a text is found by: those `searchWords` gives it, and also each word joined by an
 * apostrophe or a hyphen whole, written without them, ahead of its parts (`l'Église`: `leglise`, `l`,
 * `eglise`; `Saint-Denis`: `saintdenis`, `saint`, `denis`), so that `Église`, `l Eglise`,
 * `ONeil` and `O Neil` all find it. A word with ä, ö or ü is also found as German writes it
 * without them (`Köln`: `koln`, then `koeln`); those words come after all the others, so the
 * text's first word is the same either way.
 */
export function indexWords(text: string): string[] {
  const plain = folded(text);
  // Most texts join no words and have no umlaut: they are split as a search is, at no more cost.
  const words = HAS_JOINER.test(plain) ? compoundWords(plain) : plain.split(/[^a-z0-9]+/).filter(Boolean);
  if (UMLAUT.test(text)) for (const word of compoundWords(folded(text, true))) if (!words.includes(word)) words.push(word);
  return words;
}

/** The words of a folded text, each joined word whole and then its parts. */
function compoundWords(text: string): string[] {
  const words: string[] = [];
  for (const compound of text.split(BETWEEN_COMPOUNDS)) {
    const parts = compound.split(JOINERS).filter(Boolean);
    if (parts.length > 1) words.push(parts.join(''));
    words.push(...parts);
  }
  return words;
}

/** Sorts after every word: words hold only a-z and 0-9. */
const AFTER_WORDS = '{';

/**
 * Starts the word standing for the places an entry is in that its text does not show (see
 * `PrefixIndexBuilder.add`). It sorts after every shown word and after AFTER_WORDS, so no run of a
 * typed word's prefixes has one: such a place is found only through the words of its text.
 */
const UNSHOWN = '~';

/**
 * A prefix index over a fixed list of entries, each searched by its words.
 *
 * The distinct words of all entries are kept sorted, so the words a typed prefix starts are one run
 * of that list (two binary searches), and each word has the ascending positions of its entries.
 * Nothing is stored per prefix, which keeps building a hundred thousand entries quick. A search walks
 * the entries of its most selective typed word in the order of the list, checks the other typed words
 * against each entry's own few words, and stops as soon as no later entry could take a place.
 */
export class PrefixIndex {
  /** The distinct words, sorted; a word's place here is its rank. */
  readonly #vocabulary: readonly string[];
  /** The entries having the word of rank r: `#postings` from `#postingStart[r]` up to `#postingStart[r + 1]`. */
  readonly #postingStart: Int32Array;
  readonly #postings: Int32Array;
  /** The ranks of the words of entry e, first word first: `entryWords` from `#entryStart[e]` up to `#entryStart[e + 1]`. */
  readonly #entryStart: Int32Array;
  /** How many of the words ranked before r are the first word of some entry, so a run can tell whether any is. */
  readonly #firstWordsBefore: Int32Array;
  /** The stamp of the search that found each entry having every typed word whole. */
  readonly #whole: Uint32Array;
  /** All of the above, for the walks. */
  readonly #parts: IndexParts;
  /** Each word of the entries' unshown texts, with the ranks of the unshown texts having it. */
  readonly #unshownWords: ReadonlyMap<string, readonly number[]>;
  /** Typed words of recent searches, as `#knownTypedWord` keeps them. */
  readonly #typedWords = new Map<string, TypedWord>();
  #stamp = 0;

  constructor(
    vocabulary: readonly string[],
    postingStart: Int32Array,
    postings: Int32Array,
    entryStart: Int32Array,
    entryWords: Int32Array,
    unshownWords: ReadonlyMap<string, readonly number[]> = new Map(),
  ) {
    this.#vocabulary = vocabulary;
    this.#postingStart = postingStart;
    this.#postings = postings;
    this.#entryStart = entryStart;
    const entries = entryStart.length - 1;
    this.#firstWordsBefore = new Int32Array(vocabulary.length + 1);
    const isFirst = new Uint8Array(vocabulary.length);
    for (let entry = 0; entry < entries; entry++)
      if (entryStart[entry] !== entryStart[entry + 1]) isFirst[entryWords[entryStart[entry] as number] as number] = 1;
    for (let rank = 0; rank < vocabulary.length; rank++)
      this.#firstWordsBefore[rank + 1] = (this.#firstWordsBefore[rank] as number) + (isFirst[rank] as number);
    this.#whole = new Uint32Array(entries);
    this.#parts = { postingStart, postings, entryStart, entryWords };
    this.#unshownWords = unshownWords;
  }

  get size(): number {
    return this.#entryStart.length - 1;
  }

  /**
   * The positions of the entries having, for every typed word, a word it matches, best first: more
   * typed words that are whole words of the entry, then an entry whose first word the first typed
   * word matches, then the order of the list. A typed word matches the words it starts, the other
   * ways of writing it (`wordAlternates`: `rd` Road, `street` St) and the unshown texts having it
   * as a word (`lancashire`), or a country word of a country or nation it names (`england`, `uk`:
   * `countryWordsNamed`); it is whole only as itself. When that finds nothing, the last of several
   * typed words also matches the unshown texts having a word it starts: a place still being typed
   * after the address ("10 Downing Street, London, Eng") keeps the address's suggestion.
   */
  search(query: string, max: number): number[] {
    if (max <= 0) return [];
    const words = [...new Set(searchWords(query))];
    const typed = words.map((word) => this.#knownTypedWord(word));
    const found = this.#ranked(typed, max);
    const last = words.at(-1);
    if (found.length > 0 || words.length < 2 || last === undefined) return found;
    typed[typed.length - 1] = this.#typedWord(last, true);
    return this.#ranked(typed, max);
  }

  /** The best `max` entries having a word each typed word matches, as `search` ranks them. */
  #ranked(typed: readonly TypedWord[], max: number): number[] {
    const first = typed[0];
    if (!first || typed.some((word) => word.entries === 0)) return [];
    const wholeWords = typed.filter((word) => word.exact >= 0).length;
    let firstWordBonus = 0;
    for (let r = 0; r < first.ranges.length; r += 2)
      if ((this.#firstWordsBefore[first.ranges[r + 1] as number] as number) > (this.#firstWordsBefore[first.ranges[r] as number] as number)) firstWordBonus = 1;
    const top = new TopPositions(max);
    const search = ++this.#stamp;
    // An entry having, whole, every typed word that is a word of the index scores at least 2 more
    // for each than an entry lacking one of them can (the first word adds only 1). So those entries
    // come first, found cheaply through those words' own lists; the others are looked for only when
    // there are fewer than `max` of them.
    if (wholeWords > 0) {
      this.#walk(new Walk(this.#parts, typed, true), top, 2 * wholeWords + firstWordBonus, search);
      if (top.size === max) return top.positions();
    }
    this.#walk(new Walk(this.#parts, typed, false), top, 2 * Math.max(0, wholeWords - 1) + firstWordBonus, wholeWords > 0 ? search : 0);
    return top.positions();
  }

  /**
   * Offers `top` every entry the walk accepts, in the order of the list, until `top` is full of
   * entries scoring `bound`, the most any entry left could score. With `whole` set, the walk having
   * every typed word whole marks what it finds with the search's stamp; the other skips what is so
   * marked, as it is in `top` already.
   */
  #walk(walk: Walk, top: TopPositions, bound: number, search: number): void {
    const wholeMarks = this.#whole;
    const marking = walk.whole ? search : 0;
    const skipping = walk.whole ? 0 : search;
    const candidates = new AscendingPositions(this.#postingStart, this.#postings, walk.driverRanges);
    for (let position = candidates.next(); position >= 0; position = candidates.next()) {
      if (skipping && wholeMarks[position] === skipping) continue;
      const score = walk.score(position);
      if (score < 0) continue;
      if (marking) wholeMarks[position] = marking;
      top.offer(position, score);
      if (top.full && top.lowestScore >= bound) return;
    }
  }

  /**
   * `#typedWord` of a word, kept for the searches after: a person typing an address sends the same
   * words again with each letter, and working out a word's ranks is most of what a search that
   * finds its ten at once costs. A few thousand are kept; then they are forgotten and kept anew.
   */
  #knownTypedWord(word: string): TypedWord {
    let found = this.#typedWords.get(word);
    if (!found) {
      if (this.#typedWords.size >= KEPT_TYPED_WORDS) this.#typedWords.clear();
      found = this.#typedWord(word, false);
      this.#typedWords.set(word, found);
    }
    return found;
  }

  /**
   * The ranks a typed word matches: the run of the vocabulary it starts, its alternates, and the
   * unshown texts having it as a word (or with `startsUnshown` a word it starts).
   */
  #typedWord(word: string, startsUnshown: boolean): TypedWord {
    const vocabulary = this.#vocabulary;
    const from = lowerBound(vocabulary, word);
    const to = lowerBound(vocabulary, word + AFTER_WORDS, from);
    const ranges = [from, to];
    // The alternates are never among the words it starts.
    for (const alternate of wordAlternates(word)) {
      const rank = this.#rank(alternate);
      if (rank >= 0) ranges.push(rank, rank + 1);
    }
    // Its unshown texts: those having it, or a word it starts, or the country word of a country
    // (or nation) it names a word of (`countryWordsNamed`).
    const unshown = new Set<number>();
    const having = (unshownWord: string) => {
      for (const rank of this.#unshownWords.get(unshownWord) ?? []) unshown.add(rank);
    };
    having(word);
    for (const country of countryWordsNamed(word, startsUnshown)) having(country);
    if (startsUnshown) for (const unshownWord of this.#unshownWords.keys()) if (unshownWord.startsWith(word)) having(unshownWord);
    for (const rank of unshown) ranges.push(rank, rank + 1);
    const exact = from < to && vocabulary[from] === word ? from : -1;
    let entries = 0;
    for (let r = 0; r < ranges.length; r += 2) entries += this.#entriesOf(ranges[r] as number, ranges[r + 1] as number);
    const exactEntries = exact < 0 ? 0 : this.#entriesOf(exact, exact + 1);
    return { ranges, exact, entries, exactEntries };
  }

  /** The rank of a word, or -1 when no entry has it. */
  #rank(word: string): number {
    const rank = lowerBound(this.#vocabulary, word);
    return this.#vocabulary[rank] === word ? rank : -1;
  }

  /** How many entries have a word ranked from `from` up to `to`, once for each of those words. */
  #entriesOf(from: number, to: number): number {
    return (this.#postingStart[to] as number) - (this.#postingStart[from] as number);
  }
}

interface IndexParts {
  postingStart: Int32Array;
  postings: Int32Array;
  entryStart: Int32Array;
  entryWords: Int32Array;
}

/** How many typed words an index keeps for the searches after (`#knownTypedWord`): well under a megabyte. */
const KEPT_TYPED_WORDS = 4_096;

/** What a typed word matches; shared by the searches that keep it, so never changed. */
interface TypedWord {
  /**
   * The ranks of the words it matches, as runs from `ranges[i]` up to `ranges[i + 1]` (even i): the
   * words it starts (perhaps none), then a run of one rank for each other word it matches.
   */
  readonly ranges: readonly number[];
  /** The rank of the word itself, or -1 when no entry has it whole. */
  exact: number;
  /** How many entries have a word it matches (once for each such word), and how many have it whole. */
  entries: number;
  exactEntries: number;
}

/**
 * What one walk accepts and how it scores. Each typed word is some runs of ranks an entry must have
 * a word of (with `whole`, the word itself where it is one); the driver is the typed word with the
 * fewest entries, whose entries the walk visits in order. A typed word's single ranks (the word
 * itself, its alternates, its unshown words) are checked by moving along their own (ascending)
 * lists, which costs little however long those lists are; the run of the words it starts, when it
 * starts several, is looked for among the entry's words. An entry scores 2 for each typed word it
 * has whole, and 1 when the first typed word matches its first word.
 */
class Walk {
  readonly whole: boolean;
  /** The runs of ranks whose entries the walk visits, as `TypedWord.ranges`. */
  readonly driverRanges: readonly number[];
  readonly #postings: Int32Array;
  readonly #entryStart: Int32Array;
  readonly #entryWords: Int32Array;
  /**
   * Typed words looked for among an entry's words: word k's run from `#runFrom[k]` up to
   * `#runTo[k]`, and its rank scoring 2 `#runExact[k]` (or -1). Its other ranks are lists, as below.
   */
  readonly #runFrom: Int32Array;
  readonly #runTo: Int32Array;
  readonly #runExact: Int32Array;
  /**
   * The lists of single ranks: those of run k from `#runListsStart[k]` up to `#runListsStart[k + 1]`,
   * then those of each typed word having no run, word k's from `#listsStart[k]` up to
   * `#listsStart[k + 1]`, its own word's first. For each list: where it is read up to, where it
   * ends, and whether it is of the typed word's own word.
   */
  readonly #runListsStart: Int32Array;
  readonly #listsStart: Int32Array;
  readonly #cursor: Int32Array;
  readonly #listEnd: Int32Array;
  readonly #listOwn: Uint8Array;
  /** What the driver scores when it is its own word alone. */
  readonly #driverScore: number;
  readonly #driverExact: number;
  /** The first typed word's run, and its other ranks. */
  readonly #firstFrom: number;
  readonly #firstTo: number;
  readonly #firstOthers: Int32Array;

  constructor(index: IndexParts, typed: readonly TypedWord[], whole: boolean) {
    this.whole = whole;
    this.#postings = index.postings;
    this.#entryStart = index.entryStart;
    this.#entryWords = index.entryWords;
    let driver = -1;
    let fewest = 0;
    const accepted: (readonly number[])[] = [];
    for (let t = 0; t < typed.length; t++) {
      const word = typed[t] as TypedWord;
      const own = whole && word.exact >= 0;
      accepted.push(own ? [word.exact, word.exact + 1] : word.ranges);
      const entries = own ? word.exactEntries : word.entries;
      if (driver < 0 || entries < fewest) {
        driver = t;
        fewest = entries;
      }
    }
    const driverWord = typed[driver] as TypedWord;
    const driverRanges = accepted[driver] as readonly number[];
    this.driverRanges = driverRanges;
    const runFrom: number[] = [];
    const runTo: number[] = [];
    const runExact: number[] = [];
    const cursor: number[] = [];
    const listEnd: number[] = [];
    const listOwn: number[] = [];
    const postingStart = index.postingStart;
    const runListsStart = [0];
    const singles: { ranges: readonly number[]; exact: number }[] = [];
    for (let t = 0; t < typed.length; t++) {
      const ranges = accepted[t] as readonly number[];
      const exact = (typed[t] as TypedWord).exact;
      if (t === driver) continue;
      if ((ranges[1] as number) - (ranges[0] as number) <= 1) {
        singles.push({ ranges, exact });
        continue;
      }
      runFrom.push(ranges[0] as number);
      runTo.push(ranges[1] as number);
      runExact.push(exact);
      for (let r = 2; r < ranges.length; r += 2) {
        cursor.push(postingStart[ranges[r] as number] as number);
        listEnd.push(postingStart[(ranges[r] as number) + 1] as number);
        listOwn.push(0);
      }
      runListsStart.push(cursor.length);
    }
    const listsStart = [cursor.length];
    for (const { ranges, exact } of singles) {
      // Its own word's list first: an entry having it scores 2, whatever else it has.
      for (let r = (ranges[1] as number) > (ranges[0] as number) ? 0 : 2; r < ranges.length; r += 2) {
        cursor.push(postingStart[ranges[r] as number] as number);
        listEnd.push(postingStart[(ranges[r] as number) + 1] as number);
        listOwn.push(ranges[r] === exact ? 1 : 0);
      }
      listsStart.push(cursor.length);
    }
    this.#runFrom = Int32Array.from(runFrom);
    this.#runTo = Int32Array.from(runTo);
    this.#runExact = Int32Array.from(runExact);
    this.#runListsStart = Int32Array.from(runListsStart);
    this.#listsStart = Int32Array.from(listsStart);
    this.#cursor = Int32Array.from(cursor);
    this.#listEnd = Int32Array.from(listEnd);
    this.#listOwn = Uint8Array.from(listOwn);
    const driverOwnAlone = driverRanges.length === 2 && (driverRanges[1] as number) - (driverRanges[0] as number) === 1 && driverRanges[0] === driverWord.exact;
    this.#driverScore = driverOwnAlone ? 2 : 0;
    // Every entry visited has a word the driver matches; whether it has the driver's own word, when
    // the driver has other ranks, is looked for to score it.
    this.#driverExact = driverOwnAlone ? -1 : driverWord.exact;
    const first = typed[0]?.ranges ?? [0, 0];
    this.#firstFrom = first[0] as number;
    this.#firstTo = first[1] as number;
    const firstOthers: number[] = [];
    for (let r = 2; r < first.length; r += 2) firstOthers.push(first[r] as number);
    this.#firstOthers = Int32Array.from(firstOthers);
  }

  /** The entry's score, or -1 when it lacks a typed word. Entries must be asked about in ascending order. */
  score(position: number): number {
    let score = this.#driverScore;
    for (let k = 0; k + 1 < this.#listsStart.length; k++) {
      const own = this.#listHaving(position, this.#listsStart[k] as number, this.#listsStart[k + 1] as number);
      if (own < 0) return -1;
      score += own;
    }
    const words = this.#entryWords;
    const wordsFrom = this.#entryStart[position] as number;
    const wordsTo = this.#entryStart[position + 1] as number;
    for (let r = 0; r < this.#runExact.length; r++) {
      const low = this.#runFrom[r] as number;
      const high = this.#runTo[r] as number;
      const own = this.#runExact[r] as number;
      let found = false;
      for (let w = wordsFrom; w < wordsTo; w++) {
        const rank = words[w] as number;
        if (rank === own) {
          score += 2;
          found = true;
          break;
        }
        if (rank >= low && rank < high) found = true;
      }
      if (!found && this.#listHaving(position, this.#runListsStart[r] as number, this.#runListsStart[r + 1] as number) < 0) return -1;
    }
    if (this.#driverExact >= 0) {
      for (let w = wordsFrom; w < wordsTo; w++) {
        if (words[w] === this.#driverExact) {
          score += 2;
          break;
        }
      }
    }
    const firstWord = words[wordsFrom] as number;
    if (firstWord >= this.#firstFrom && firstWord < this.#firstTo) score += 1;
    else if (this.#firstOthers.length > 0 && this.#firstOthers.includes(firstWord)) score += 1;
    return score;
  }

  /**
   * Whether one of the lists from `from` up to `to` has the entry: -1 when none does, 2 when the
   * typed word's own list does, else 0. Each list is moved up to the entry on the way.
   */
  #listHaving(position: number, from: number, to: number): number {
    const postings = this.#postings;
    for (let l = from; l < to; l++) {
      let at = this.#cursor[l] as number;
      const end = this.#listEnd[l] as number;
      if (at < end && (postings[at] as number) < position) {
        // Gallop: double the step while still before the position, then halve back onto it.
        let step = 1;
        while (at + step < end && (postings[at + step] as number) < position) {
          at += step;
          step *= 2;
        }
        let high = Math.min(at + step, end);
        while (at + 1 < high) {
          const middle = (at + high) >>> 1;
          if ((postings[middle] as number) < position) at = middle;
          else high = middle;
        }
        at++;
      }
      this.#cursor[l] = at;
      if (at < end && postings[at] === position) return this.#listOwn[l] ? 2 : 0;
    }
    return -1;
  }
}

/**
 * The entries of some runs of words in ascending order, each once, read lazily: the lists of the
 * words merged through a small heap of their next entries, so that a walk that stops early reads little.
 */
class AscendingPositions {
  readonly #postings: Int32Array;
  /** Per list in the heap: its next entry, where it is read up to, where it ends. */
  readonly #head: Int32Array;
  readonly #at: Int32Array;
  readonly #end: Int32Array;
  #size = 0;
  #last = -1;

  /** `ranges` as `TypedWord.ranges`: from `ranges[i]` up to `ranges[i + 1]`, for even i. */
  constructor(postingStart: Int32Array, postings: Int32Array, ranges: readonly number[]) {
    this.#postings = postings;
    let lists = 0;
    for (let r = 0; r < ranges.length; r += 2) lists += (ranges[r + 1] as number) - (ranges[r] as number);
    this.#head = new Int32Array(lists);
    this.#at = new Int32Array(lists);
    this.#end = new Int32Array(lists);
    for (let r = 0; r < ranges.length; r += 2) {
      for (let rank = ranges[r] as number; rank < (ranges[r + 1] as number); rank++) {
        const at = postingStart[rank] as number;
        const end = postingStart[rank + 1] as number;
        if (at === end) continue;
        this.#head[this.#size] = postings[at] as number;
        this.#at[this.#size] = at;
        this.#end[this.#size] = end;
        this.#size++;
      }
    }
    for (let i = (this.#size >> 1) - 1; i >= 0; i--) this.#down(i);
  }

  /** The next entry, or -1 after the last. */
  next(): number {
    while (this.#size > 0) {
      const position = this.#head[0] as number;
      const at = (this.#at[0] as number) + 1;
      if (at < (this.#end[0] as number)) {
        this.#head[0] = this.#postings[at] as number;
        this.#at[0] = at;
      } else {
        this.#size--;
        this.#move(this.#size, 0);
      }
      this.#down(0);
      // An entry having two words of the run comes out twice in a row.
      if (position !== this.#last) return (this.#last = position);
    }
    return -1;
  }

  #down(i: number): void {
    const head = this.#head;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.#size) return;
      const right = left + 1;
      const least = right < this.#size && (head[right] as number) < (head[left] as number) ? right : left;
      if ((head[i] as number) <= (head[least] as number)) return;
      this.#swap(i, least);
      i = least;
    }
  }

  #swap(a: number, b: number): void {
    swap(this.#head, a, b);
    swap(this.#at, a, b);
    swap(this.#end, a, b);
  }

  #move(from: number, to: number): void {
    this.#head[to] = this.#head[from] as number;
    this.#at[to] = this.#at[from] as number;
    this.#end[to] = this.#end[from] as number;
  }
}

function swap(list: Int32Array, a: number, b: number): void {
  const kept = list[a] as number;
  list[a] = list[b] as number;
  list[b] = kept;
}

/** The first place in `sorted` (from `from`) whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string, from = 0): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The best `max` positions seen: higher score first, then lower position; offered in any order. */
class TopPositions {
  readonly #max: number;
  readonly #positions: number[] = [];
  readonly #scores: number[] = [];

  constructor(max: number) {
    this.#max = max;
  }

  offer(position: number, score: number): void {
    const positions = this.#positions;
    const scores = this.#scores;
    // A place is taken by a higher score, or the same score at a lower position.
    let at = positions.length;
    if (at === this.#max) {
      const last = scores[at - 1] as number;
      if (last > score || (last === score && (positions[at - 1] as number) < position)) return;
    }
    while (at > 0) {
      const above = scores[at - 1] as number;
      if (above > score || (above === score && (positions[at - 1] as number) < position)) break;
      at--;
    }
    positions.splice(at, 0, position);
    scores.splice(at, 0, score);
    if (positions.length > this.#max) {
      positions.pop();
      scores.pop();
    }
  }

  get size(): number {
    return this.#positions.length;
  }

  get full(): boolean {
    return this.#positions.length === this.#max;
  }

  /** The score of the last place. */
  get lowestScore(): number {
    return this.#scores.at(-1) ?? -1;
  }

  positions(): number[] {
    return [...this.#positions];
  }
}

/**
 * Builds a PrefixIndex entry by entry. Each entry is given as the pieces of text it is searched by
 * (an address's fields); a piece is split into words once however many entries share it, which is
 * most of the cost saved when a hundred thousand addresses share a few thousand streets and postcodes.
 */
export class PrefixIndexBuilder {
  readonly #wordIds = new Map<string, number>();
  readonly #words: string[] = [];
  readonly #pieceWords = new Map<string, readonly number[]>();
  readonly #entryStart: number[] = [0];
  /** The word ids of every entry so far, one after another; grown by doubling. */
  #entryWords = new Int32Array(1 << 16);
  #length = 0;
  /** The pieces of the entry added last, place by place, with their word ids. */
  readonly #lastPieces: string[] = [];
  readonly #lastIds: (readonly number[])[] = [];

  /**
   * The word id standing for each distinct unshown text (UNSHOWN and its number), and each word of
   * those texts with the ids standing for the texts having it.
   */
  readonly #unshownTexts = new Map<string, number>();
  readonly #unshownWords = new Map<string, number[]>();
  #lastUnshown = '';
  #lastUnshownId = -1;

  /**
   * Adds the next entry; its words in the order of `pieces`, each once, then one standing for
   * `unshown`: text the entry is also found by though it does not show it (the places an address is
   * in), whose words are found only when typed whole (see `PrefixIndex.search`). Neighbouring entries often
   * share a piece in the same place (the street, the town, the postcode), which is then not even
   * looked up again.
   */
  add(pieces: readonly string[], unshown = ''): void {
    const start = this.#length;
    for (let place = 0; place < pieces.length; place++) {
      const piece = pieces[place] as string;
      if (!piece) continue;
      let ids = this.#lastIds[place];
      if (piece !== this.#lastPieces[place] || !ids) {
        ids = this.#wordsOf(piece);
        this.#lastPieces[place] = piece;
        this.#lastIds[place] = ids;
      }
      for (const id of ids) {
        let words = this.#entryWords;
        let repeated = false;
        for (let w = start; w < this.#length && !repeated; w++) repeated = words[w] === id;
        if (repeated) continue;
        if (this.#length === words.length) {
          words = new Int32Array(this.#length * 2);
          words.set(this.#entryWords);
          this.#entryWords = words;
        }
        words[this.#length++] = id;
      }
    }
    if (unshown) {
      if (this.#length === this.#entryWords.length) {
        const words = new Int32Array(this.#length * 2);
        words.set(this.#entryWords);
        this.#entryWords = words;
      }
      this.#entryWords[this.#length++] = this.#unshownId(unshown);
    }
    this.#entryStart.push(this.#length);
  }

  /**
   * The word id standing for an unshown text: one word for the places an address is in, however
   * many their names have, so that a hundred thousand addresses have one more word each, not four.
   */
  #unshownId(unshown: string): number {
    if (unshown === this.#lastUnshown) return this.#lastUnshownId;
    let id = this.#unshownTexts.get(unshown);
    if (id === undefined) {
      id = this.#words.length;
      this.#words.push(`${UNSHOWN}${this.#unshownTexts.size}`);
      this.#unshownTexts.set(unshown, id);
      for (const word of new Set(indexWords(unshown))) {
        const texts = this.#unshownWords.get(word);
        if (texts) texts.push(id);
        else this.#unshownWords.set(word, [id]);
      }
    }
    this.#lastUnshown = unshown;
    this.#lastUnshownId = id;
    return id;
  }

  build(): PrefixIndex {
    const words = this.#words;
    const byWord = words.map((_, id) => id).sort((a, b) => ((words[a] as string) < (words[b] as string) ? -1 : 1));
    const rankOf = new Int32Array(words.length);
    for (let rank = 0; rank < byWord.length; rank++) rankOf[byWord[rank] as number] = rank;

    const entryWords = this.#entryWords.slice(0, this.#length);
    for (let w = 0; w < entryWords.length; w++) entryWords[w] = rankOf[entryWords[w] as number] as number;
    const entryStart = Int32Array.from(this.#entryStart);
    const postingStart = new Int32Array(words.length + 1);
    for (let w = 0; w < entryWords.length; w++) postingStart[(entryWords[w] as number) + 1]++;
    for (let rank = 0; rank < words.length; rank++) postingStart[rank + 1] += postingStart[rank] as number;
    // Entries are taken in order, so each word's positions come out ascending.
    const postings = new Int32Array(entryWords.length);
    const filled = postingStart.slice(0, words.length);
    for (let entry = 0; entry + 1 < entryStart.length; entry++) {
      const end = entryStart[entry + 1] as number;
      for (let w = entryStart[entry] as number; w < end; w++) postings[filled[entryWords[w] as number]++] = entry;
    }
    const unshownWords = new Map<string, number[]>();
    for (const [word, ids] of this.#unshownWords)
      unshownWords.set(
        word,
        ids.map((id) => rankOf[id] as number),
      );
    return new PrefixIndex(
      byWord.map((id) => words[id] as string),
      postingStart,
      postings,
      entryStart,
      entryWords,
      unshownWords,
    );
  }

  #wordsOf(piece: string): readonly number[] {
    let ids = this.#pieceWords.get(piece);
    if (!ids) {
      ids = indexWords(piece).map((word) => {
        let id = this.#wordIds.get(word);
        if (id === undefined) {
          id = this.#words.length;
          this.#words.push(word);
          this.#wordIds.set(word, id);
        }
        return id;
      });
      this.#pieceWords.set(piece, ids);
    }
    return ids;
  }
}

/** Prefixes up to this length are indexed; longer typed words are checked against the candidates. */
const MAX_PREFIX = 8;

/** Lower case, accents dropped, apostrophes removed, split into words of letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface Searchable {
  /** What the suggestion shows, and what is searched. */
  text: string;
  /** Searched too, though not shown as such: the postcode without its space. */
  extraWords: readonly string[];
}

/**
 * A prefix index over a fixed list: every prefix (up to MAX_PREFIX characters) of every word of
 * an entry maps to the positions of the entries having it, in ascending order. A query intersects
 * the lists of its words, smallest first, so it costs about the size of the rarest word's list.
 */
export class PrefixIndex<T extends Searchable> {
  readonly #entries: readonly T[];
  readonly #words: readonly (readonly string[])[];
  readonly #postings = new Map<string, number[]>();

  constructor(entries: readonly T[]) {
    this.#entries = entries;
    this.#words = entries.map((entry) => [...new Set([...searchWords(entry.text), ...entry.extraWords])]);
    this.#words.forEach((words, position) => {
      for (const word of words) {
        const longest = Math.min(word.length, MAX_PREFIX);
        for (let length = 1; length <= longest; length++) {
          const prefix = word.slice(0, length);
          let list = this.#postings.get(prefix);
          if (!list) this.#postings.set(prefix, (list = []));
          // Entries are added in order, so a repeat can only be the last one.
          if (list[list.length - 1] !== position) list.push(position);
        }
      }
    });
  }

  get size(): number {
    return this.#entries.length;
  }

  /**
   * The entries in which every typed word is the start of a word, best first: more typed words
   * that are whole words of the entry, then an entry that starts with the first typed word, then
   * the order of the list.
   */
  search(query: string, max: number): T[] {
    const typed = [...new Set(searchWords(query))];
    if (typed.length === 0 || max <= 0) return [];
    const lists: number[][] = [];
    for (const word of typed) {
      const list = this.#postings.get(word.slice(0, MAX_PREFIX));
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const longWords = typed.filter((word) => word.length > MAX_PREFIX);

    const best: { position: number; score: number }[] = [];
    for (const position of intersect(lists)) {
      const words = this.#words[position] ?? [];
      if (longWords.some((word) => !words.some((candidate) => candidate.startsWith(word)))) continue;
      let score = 0;
      for (const word of typed) if (words.includes(word)) score += 2;
      if (words[0]?.startsWith(typed[0] ?? '')) score += 1;
      // Keep the best `max`, in order; positions arrive ascending, so ties keep list order.
      if (best.length === max && (best[max - 1]?.score ?? 0) >= score) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1]?.score ?? 0) < score) at--;
      best.splice(at, 0, { position, score });
      if (best.length > max) best.pop();
    }
    return best.map(({ position }) => this.#entries[position] as T);
  }
}

/** The positions in every list (each ascending), shortest list first. */
function* intersect(lists: readonly number[][]): Generator<number> {
  const [first, ...rest] = lists;
  if (!first) return;
  const cursors = rest.map(() => 0);
  outer: for (const position of first) {
    for (let i = 0; i < rest.length; i++) {
      const list = rest[i] as number[];
      let cursor = cursors[i] as number;
      while (cursor < list.length && (list[cursor] as number) < position) cursor++;
      cursors[i] = cursor;
      if (cursor === list.length) return;
      if (list[cursor] !== position) continue outer;
    }
    yield position;
  }
}

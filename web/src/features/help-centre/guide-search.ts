import { guideText, type Guide } from './guide';

/** A guide the search found, with the words around the first place it matched. */
export interface Found {
  guide: Guide;
  excerpt: string;
}

/** Lower case without accents, so "Cafe" finds "Café". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The guides holding every word typed, each word as the start of one of theirs, so that a search
 * finds as a person types ("modu" finds modulus). Guides with the words in their title first, then
 * those using them most, then the order of the list.
 */
export function searchGuides(guides: readonly Guide[], query: string): Found[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const patterns = words.map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}`, 'gu'));
  const found: (Found & { inTitle: boolean; uses: number; index: number })[] = [];
  guides.forEach((guide, index) => {
    // The title is the card's heading already: the excerpt comes from the rest.
    const [title = '', ...lines] = guideText(guide).split('\n');
    const folded = lines.map(fold);
    const uses = patterns.map((pattern) => [fold(title), ...folded].reduce((count, line) => count + (line.match(pattern)?.length ?? 0), 0));
    if (uses.some((count) => count === 0)) return;
    const inTitle = patterns.every((pattern) => fold(title).match(pattern));
    // The line holding the most of the words typed, and in it the first of them.
    const best = folded.reduce((bestLine, line, at) => (holds(line, patterns) > holds(folded[bestLine]!, patterns) ? at : bestLine), 0);
    const first = Math.min(...patterns.map((pattern) => folded[best]!.search(pattern)).filter((at) => at >= 0));
    found.push({ guide, excerpt: excerptAt(lines[best]!, first), inTitle, uses: uses.reduce((a, b) => a + b, 0), index });
  });
  return found.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.uses - a.uses || a.index - b.index).map(({ guide, excerpt }) => ({ guide, excerpt }));
}

/** How many of the words typed a line holds. */
function holds(line: string, patterns: RegExp[]): number {
  return patterns.filter((pattern) => line.search(pattern) >= 0).length;
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** About twenty words of one line of a guide around a place in it. */
function excerptAt(line: string, at: number): string {
  const start = at > 60 ? line.lastIndexOf(' ', at - 60) + 1 : 0;
  const cut = line.indexOf(' ', at + 100);
  const end = cut < 0 ? line.length : cut;
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
}

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
 * finds as a person types ("modu" finds modulus). Titles first, then the order of the list.
 */
export function searchGuides(guides: readonly Guide[], query: string): Found[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const found: (Found & { inTitle: boolean; index: number })[] = [];
  guides.forEach((guide, index) => {
    const text = guideText(guide);
    const folded = fold(text);
    const starts = words.map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}`, 'u').exec(folded)?.index ?? -1);
    if (starts.some((start) => start < 0)) return;
    const title = fold(guide.title);
    const inTitle = words.every((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}`, 'u').test(title));
    found.push({ guide, excerpt: excerptAt(text, Math.min(...starts)), inTitle, index });
  });
  return found.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.index - b.index).map(({ guide, excerpt }) => ({ guide, excerpt }));
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** About twenty words around a place in the text, on one line. */
function excerptAt(text: string, at: number): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const end = text.indexOf(' ', Math.min(text.length, at + 100));
  const piece = text.slice(start, end < 0 ? text.length : end).replace(/\s+/g, ' ');
  return `${start > 0 ? '…' : ''}${piece}${end < 0 ? '' : '…'}`;
}

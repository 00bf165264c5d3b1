/**
 * Picks the e-mail addresses out of text pasted from a spreadsheet, an e-mail client or a plain
 * list. Pure.
 *
 * The text falls into cells at line breaks, tabs, commas and semicolons (how spreadsheets, Outlook
 * and people separate addresses), except inside double quotes: a quoted CSV cell ("Doe, Jane") is
 * one cell, and so is a quoted local part ("john doe"@example.com). A cell Excel copies in quotes,
 * as it does one holding a line break or a quote (doubled), is one cell, line breaks and all. A
 * cell wholly in quotes loses them, as a spreadsheet reads it. Within a cell, spaces separate
 * words, but for a space typed beside an @ (`jo @gmail.com`, one mistyped address). A word with an
 * @ is an address and is sent whatever else it holds, for the service to judge, but for the
 * brackets wrapping it or a `mailto:` before it. In `Name <address>` the address in angle brackets
 * is taken and the name before it dropped. Other words are not
 * addresses: a run of them between separators or addresses is one piece left out (a name, a phone
 * number, a column heading), counted so that the screen can say so.
 */

/** An address as found (without zero-width characters), with where its text stands in the input (end exclusive). */
export interface FoundEmail {
  email: string;
  start: number;
  end: number;
}

export interface EmailPieces {
  /** Every address, in order, repeats included. */
  found: FoundEmail[];
  /** How many pieces of text were left out as not addresses. */
  notEmails: number;
}

const cellBreaks = new Set(['\n', '\r', '\t', ',', ';']);
/**
 * Zero-width spaces and joiners, the word joiner and the byte order mark: text copied from web pages
 * carries them, unseen, and an address holding one would be invalid for no visible reason. They are
 * dropped wherever they stand.
 */
const zeroWidth = /[\u200B-\u200D\u2060\uFEFF]/g;
const isZeroWidth = (c: string) => c === '\u200B' || c === '\u200C' || c === '\u200D' || c === '\u2060' || c === '\uFEFF';
/** Spaces, no-break ones included (`\s` holds U+00A0, U+2007 and U+202F), separate; the zero-width ones do not. */
const isSpace = (c: string) => /\s/.test(c) && !isZeroWidth(c);
const isBlank = (c: string) => isSpace(c) || isZeroWidth(c);
const isWordBreak = (c: string) => isSpace(c) || c === ',' || c === ';';

/**
 * A double quote opens a quoted stretch only when another closes it before `limit` (and never past a
 * line break): a stray quote, like an apostrophe typed as one, then stays an ordinary character
 * instead of swallowing the rest of the list.
 */
function closingQuote(text: string, from: number, limit: number): number {
  const close = text.indexOf('"', from + 1);
  if (close < 0 || close >= limit) return -1;
  const lineBreak = text.slice(from, close).search(/[\r\n]/);
  return lineBreak < 0 ? close : -1;
}

/**
 * Where a quoted field as Excel and CSV write it closes, for a quote opening a cell at `from`: the
 * field may hold line breaks (a cell typed with Alt+Enter) and doubled quotes (a quote in the
 * cell), and closes at the first quote not doubled, which only blanks may follow before the next
 * cell or the end. -1 where it is not such a field: a stray quote then swallows nothing.
 */
function fieldClosingQuote(text: string, from: number): number {
  for (let i = from + 1; i < text.length; i++) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') {
      i++;
      continue;
    }
    let after = i + 1;
    while (after < text.length && !cellBreaks.has(text[after] ?? '') && isBlank(text[after] ?? '')) after++;
    return after === text.length || cellBreaks.has(text[after] ?? '') ? i : -1;
  }
  return -1;
}

/** The cells of the text, as [start, end) ranges. */
function cells(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '"') {
      const opensCell = [...text.slice(start, i)].every(isBlank);
      const field = opensCell ? fieldClosingQuote(text, i) : -1;
      const close = field >= 0 ? field : closingQuote(text, i, text.length);
      if (close >= 0) i = close;
    } else if (cellBreaks.has(c)) {
      ranges.push([start, i]);
      start = i + 1;
    }
  }
  ranges.push([start, text.length]);
  return ranges;
}

interface Word {
  start: number;
  end: number;
  /** Inside angle brackets: the address part of `Name <address>`. */
  angled: boolean;
}

/** The words of one cell: split at spaces (and at commas and semicolons of a cell that was quoted), and at angle brackets. */
function words(text: string, start: number, end: number): Word[] {
  const found: Word[] = [];
  let angled = false;
  let wordStart = -1;
  const finish = (at: number) => {
    if (wordStart >= 0) found.push({ start: wordStart, end: at, angled });
    wordStart = -1;
  };
  for (let i = start; i < end; i++) {
    const c = text[i] ?? '';
    if (c === '<' || c === '>') {
      finish(i);
      angled = c === '<';
    } else if (isWordBreak(c)) {
      finish(i);
    } else {
      if (wordStart < 0) wordStart = i;
      if (c === '"') {
        const close = closingQuote(text, i, end);
        if (close >= 0) i = close;
      }
    }
  }
  finish(end);
  return found;
}

/**
 * The cell without its surrounding spaces, and without its quotes where it is wholly quoted (and
 * holds no other, but for the doubled ones of a quote in an Excel cell).
 */
function cellContent(text: string, start: number, end: number): [number, number] {
  while (start < end && isBlank(text[start] ?? '')) start++;
  while (end > start && isBlank(text[end - 1] ?? '')) end--;
  const inside = text.slice(start + 1, end - 1);
  if (end - start >= 2 && text[start] === '"' && text[end - 1] === '"' && !inside.replace(/""/g, '').includes('"')) return [start + 1, end - 1];
  return [start, end];
}

/**
 * The words with an @ typed with a space beside it joined to the word on that side (`jo @gmail.com`,
 * `jo@ gmail.com`), when only spaces part them and that word has no @ of its own: it is one
 * mistyped address, sent as typed for the service to judge, not a name left out and an address
 * (`@gmail.com`) nobody typed.
 */
function joinedAtTheAt(text: string, found: readonly Word[]): Word[] {
  const joined: Word[] = [];
  const value = (word: Word) => text.slice(word.start, word.end).replace(zeroWidth, '');
  const onlySpaces = (a: Word, b: Word) => a.angled === b.angled && [...text.slice(a.end, b.start)].every(isSpace);
  for (let i = 0; i < found.length; i++) {
    let word = found[i] as Word;
    const before = joined[joined.length - 1];
    if (before && value(word).startsWith('@') && !value(before).includes('@') && onlySpaces(before, word)) {
      joined.pop();
      word = { ...word, start: before.start };
    }
    const after = found[i + 1];
    if (after && value(word).endsWith('@') && !value(after).includes('@') && onlySpaces(word, after)) {
      word = { ...word, end: after.end };
      i++;
    }
    joined.push(word);
  }
  return joined;
}

const brackets: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * The address within a word that wraps it, as `<address>` does: in brackets (`Bob (bob@gmail.com)`,
 * `[ann@example.com]`) or behind `mailto:`, as a link copied from a web page or an e-mail gives it.
 * Brackets only part of the word holds stay, for the service to judge.
 */
function unwrapped(text: string, word: Word): Word {
  let { start, end } = word;
  for (;;) {
    const close = brackets[text[start] ?? ''];
    if (end - start > 2 && close !== undefined && text[end - 1] === close) {
      start++;
      end--;
    } else if (/^mailto:/i.test(text.slice(start, end)) && end - start > 'mailto:'.length) {
      start += 'mailto:'.length;
    } else {
      return { ...word, start, end };
    }
  }
}

/** A word wholly in quotes: with an @ before an address in angle brackets, it is the display name Outlook sometimes gives (`"jo@example.com" <jo@example.com>`). */
const quoted = (word: string) => /^(["']).*\1$/s.test(word);

export function findEmails(text: string): EmailPieces {
  const found: FoundEmail[] = [];
  let notEmails = 0;
  const valueOf = (word: Word) => text.slice(word.start, word.end).replace(zeroWidth, '');
  const take = (word: Word) => {
    const address = unwrapped(text, word);
    found.push({ email: valueOf(address), start: address.start, end: address.end });
  };
  for (const [cellStart, cellEnd] of cells(text)) {
    const [start, end] = cellContent(text, cellStart, cellEnd);
    // Words since the last address: the display name if an address in angle brackets follows, else what they are.
    let pending: Word[] = [];
    const settle = () => {
      let inRun = false;
      for (const word of pending) {
        const isEmail = valueOf(word).includes('@');
        if (isEmail) take(word);
        else if (!inRun) notEmails++;
        inRun = !isEmail;
      }
      pending = [];
    };
    for (const word of joinedAtTheAt(text, words(text, start, end))) {
      const value = valueOf(word);
      if (!value) continue;
      if (!value.includes('@') || (!word.angled && quoted(value))) {
        pending.push(word);
      } else {
        if (word.angled) pending = [];
        settle();
        take(word);
      }
    }
    settle();
  }
  return { found, notEmails };
}

// What the gateway counts as blank text, and which characters it refuses in free text, for every
// free-text argument alike (docs/api-errors.md, "Free text"). A person reads a text on a screen: one
// holding nothing a screen shows (zero-width spaces, a NUL, a byte order mark) is as blank as one of
// spaces, and shows as an empty cell in every list. Control characters do worse: a NUL or an escape
// cuts or garbles the text where it is shown or exported, and a right-to-left override makes the
// text that follows it read backwards (an invoice name "Acme<U+202E>gpj.exe" shows as "Acmeexe.jpg").

/**
 * Characters that show nothing by themselves: white space, controls, format characters (zero-width
 * space and joiners, word joiner, byte order mark, bidi marks) and the other default-ignorable ones
 * (variation selectors, Hangul fillers, soft hyphen). A zero-width joiner between emoji joins them
 * into one, which shows: only a text of these alone is blank.
 */
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

/** True when the text has no character a screen shows. */
export const isBlankText = (text: string): boolean => INVISIBLE.test(text);

/**
 * Characters as a person counts them rather than as JavaScript stores them: code points, so an emoji
 * or a CJK character outside the basic plane is one, not two UTF-16 units (`.length`). Every limit
 * on free text counts so (docs/api-errors.md, "Free text"), in the gateway and in the web's forms
 * alike. Not grapheme clusters: one of those (a family emoji, a flag) can be many code points, and
 * a limit is there for what the services keep, which code points bound.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

/** Whether `text` is at most `most` characters, counted as `characterCount` counts them. */
// UTF-16 units are never fewer than code points: only a text longer in them needs counting.
export const isAtMostCharacters = (text: string, most: number): boolean => text.length <= most || characterCount(text) <= most;

/** The line breaks (and tab) a field that takes several lines allows. */
const LINE_BREAKS = new Set(['\n', '\r', '\t']);

/**
 * Characters refused anywhere: C0 controls (U+0000 to U+001F), DEL and C1 controls (U+007F to
 * U+009F), bidi embeddings and overrides (U+202A to U+202E) and isolates (U+2066 to U+2069).
 */
const CONTROL_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

const isControl = (code: number) => CONTROL_RANGES.some(([first, last]) => code >= first && code <= last);

/** Whether the character is one the rule refuses anywhere (a C0 or C1 control, a bidi embedding, override or isolate). */
export const isControlCharacter = (character: string): boolean => isControl(character.codePointAt(0) ?? 0);

/** Plain words for the characters a person is most likely to have pasted. */
const CHARACTER_NAMES: Readonly<Record<number, string>> = {
  0x00: 'null character',
  0x09: 'tab',
  0x0a: 'line break',
  0x0d: 'carriage return',
  0x1b: 'escape',
  0x7f: 'delete',
  0x85: 'next line',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
};

/** U+202E as written in messages: the code point, four hex digits at least. */
const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The refusal for the first control character in the text, or undefined when it has none: "This has
 * an invisible control character (U+202E, right-to-left override)." With `multiline`, line breaks
 * and tabs are the text's own.
 */
export function controlCharacterWords(text: string, { multiline = false }: { multiline?: boolean } = {}): string | undefined {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (!isControl(code) || (multiline && LINE_BREAKS.has(character))) continue;
    const name = CHARACTER_NAMES[code];
    return `This has an invisible control character (${codePoint(code)}${name ? `, ${name}` : ''}): remove it.`;
  }
  return undefined;
}

/** The line and paragraph separators (U+2028, U+2029): a text of one line holds neither, as a CSV or log line breaks at them. */
const SEPARATORS = /[\u2028\u2029]/;

/**
 * Whether a text is one line (a token's tag, which the tokens CSV and the logs write on one line):
 * no control character by the rule above (a line break, a tab, a bidi override) and no line or
 * paragraph separator.
 */
export const isOneLine = (text: string): boolean => controlCharacterWords(text) === undefined && !SEPARATORS.test(text);

/**
 * How many characters of a file's value a table shows. A value with no spaces (a URL, a token, a
 * hash) does not wrap: one of 50,000 characters made the mapping table half a million pixels wide,
 * with the address field choosers at its far end.
 */
export const shownCharacters = 40;

/** The value as a table shows it: whole when short, else its start and an ellipsis; `cut` when shortened. */
export function cutValue(value: string, max = shownCharacters): { shown: string; cut: boolean } {
  const characters = Array.from(value);
  if (characters.length <= max) return { shown: value, cut: false };
  // By code points, so an emoji or accented letter is not split in two.
  return { shown: `${characters.slice(0, max - 1).join('')}…`, cut: true };
}

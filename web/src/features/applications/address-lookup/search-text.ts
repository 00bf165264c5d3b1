import { MAX_SUGGESTION_TEXT } from '@portal/gateway/input-bounds';
import { isAtMostCharacters } from '@portal/gateway/text-rule';

/**
 * The text the search box keeps of what was typed or pasted, and whether some was left out. Counted
 * and cut by code points, as the gateway counts `text` (an emoji is one character): cut by UTF-16
 * units, 260 emoji kept 250 and said some were left out, and a cut between an emoji's two halves
 * left half an emoji at the end.
 */
export function searchedText(text: string, most = MAX_SUGGESTION_TEXT): { text: string; cut: boolean } {
  if (isAtMostCharacters(text, most)) return { text, cut: false };
  return { text: Array.from(text).slice(0, most).join(''), cut: true };
}

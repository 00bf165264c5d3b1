// Text limits as the provider's services state them: in characters, counted as a person counts
// them (code points), so that an emoji or a CJK character outside the basic plane is one, not the
// two UTF-16 units JavaScript's `.length` counts. The gateway counts the same way before it calls
// (docs/api-errors.md, "Free text"): counted otherwise here, a tag of 26 emoji would pass the
// portal and be refused by the service. Written here, not imported: the sandbox stands in for
// services that share no code with the portal.

/** How many characters (code points) `text` holds. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

/** Whether `text` is longer than `most` characters. */
// UTF-16 units are never fewer than code points: only a text longer in them needs counting.
export const isOverCharacters = (text: string, most: number): boolean => text.length > most && characterCount(text) > most;

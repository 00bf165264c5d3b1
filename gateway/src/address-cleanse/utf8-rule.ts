// Where UTF-8 goes wrong, for saying so, by the WHATWG decoder's rules (no overlong forms, no
// surrogates, nothing past U+10FFFF). Pure, with no imports: the upload screen's check of a file
// (web/src/features/address-cleanse/upload/content-check.ts, `@portal/gateway/utf8-rule`) places
// what its fatal TextDecoder refused, and the gateway's check of each chunk (./utf8-check.ts)
// places what Node's isUtf8 refused, by the one rule.

/** How many bytes a character starting with `lead` takes, or 0 where no character starts with it. */
export function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The range the byte after `lead` must be in (the later ones are always 0x80 to 0xBF). */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/**
 * The index of the first byte of the first character that is not UTF-8, or -1 when there is none.
 * `end`: the bytes are the end of the file, so a character they cut short is not UTF-8 either
 * (otherwise it is the rest's to finish, as a streaming decoder holds it).
 */
export function invalidUtf8At(bytes: Uint8Array, end: boolean): number {
  const length = bytes.length;
  let i = 0;
  while (i < length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const size = sequenceLength(lead);
    if (size === 0) return i;
    const [low, high] = secondByteRange(lead);
    for (let k = 1; k < size; k++) {
      if (i + k >= length) return end ? i : -1;
      const byte = bytes[i + k]!;
      if (k === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return i;
    }
    i += size;
  }
  return -1;
}

/**
 * The bytes at the end of `bytes` that begin a character they do not finish (none to three), where
 * `bytes` are UTF-8 so far: what a streaming decoder holds for the next bytes.
 */
export function unfinishedUtf8(bytes: Uint8Array): Uint8Array {
  const from = Math.max(0, bytes.length - 3);
  for (let i = bytes.length - 1; i >= from; i--) {
    const byte = bytes[i]!;
    if (byte >= 0x80 && byte <= 0xbf) continue;
    return sequenceLength(byte) > bytes.length - i ? bytes.slice(i) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

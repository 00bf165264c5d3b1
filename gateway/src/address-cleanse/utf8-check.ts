import { isUtf8 } from 'node:buffer';

// An address file is read by the bureau as UTF-8, and a byte that is not (Windows or Latin-1 text:
// é, ü and £ as single bytes) comes back replaced, "Ren� M�ller", without a word. The upload screen
// refuses such a file before sending it; a program uploading through the chunk route is held to the
// same (docs/address-cleanse.md, "Chunks checked as UTF-8 by the gateway"). Chunks pass through as
// they arrive, so each is checked piece by piece, without a copy: a character whose bytes are split
// between two pieces is checked from the few bytes kept over. A chunk may start or end inside a
// character, as the browser cuts a file by bytes; those few bytes at a chunk's edges are let through
// unchecked, as chunks may reach different gateways and nothing is kept between them.

/** The bytes of the UTF-8 sequence `lead` starts; 0 for a byte that starts none. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

/** Where the sequence `bytes` ends in the middle of starts (`bytes.length` when it ends whole, or cannot tell). */
function unfinishedFrom(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if (isContinuation(byte)) continue;
    return sequenceLength(byte) > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The first byte of `bytes` that is not part of a UTF-8 character (run only once `isUtf8` has said there is one). */
function firstUnreadable(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length) {
    const length = sequenceLength(bytes[at]!);
    if (length === 0 || at + length > bytes.length || !isUtf8(bytes.subarray(at, at + length))) return at;
    at += length;
  }
  return bytes.length;
}

/** A byte that cannot be read as UTF-8: where it is in the chunk, and its value. */
export interface Unreadable {
  offset: number;
  byte: number;
}

/**
 * Checks one chunk's bytes as UTF-8, piece by piece as they arrive. `midFile`: the chunk is not the
 * file's first, so it may begin with the last bytes of a character the chunk before began.
 */
export class Utf8Check {
  #seen = 0;
  #kept: Uint8Array = new Uint8Array(0);
  /** Continuation bytes the chunk may still begin with (a character's last three at most); 0 for the file's first. */
  #mayContinue: number;

  constructor(midFile: boolean) {
    this.#mayContinue = midFile ? 3 : 0;
  }

  /** The first byte of `piece` that cannot be UTF-8, placed in the chunk; null while all can be. */
  push(piece: Uint8Array): Unreadable | null {
    const before = this.#seen;
    this.#seen += piece.length;
    let start = 0;
    while (this.#mayContinue > 0 && start < piece.length) {
      if (!isContinuation(piece[start]!)) this.#mayContinue = 0;
      else {
        start += 1;
        this.#mayContinue -= 1;
      }
    }
    if (this.#kept.length > 0) {
      const kept = this.#kept;
      const needed = sequenceLength(kept[0]!) - kept.length;
      const joined = new Uint8Array(kept.length + Math.min(needed, piece.length));
      joined.set(kept);
      joined.set(piece.subarray(0, needed), kept.length);
      if (piece.length < needed) {
        this.#kept = joined;
        return null;
      }
      this.#kept = new Uint8Array(0);
      if (!isUtf8(joined)) return { offset: before - kept.length, byte: kept[0]! };
      start = needed;
    }
    const end = start + unfinishedFrom(piece.subarray(start));
    const whole = piece.subarray(start, end);
    if (!isUtf8(whole)) {
      const at = start + firstUnreadable(whole);
      return { offset: before + at, byte: piece[at]! };
    }
    // A sequence cut by the piece's end: its bytes are kept (at most three) for the next piece.
    if (end < piece.length) this.#kept = piece.slice(end);
    return null;
  }
}

import { isUtf8 } from 'node:buffer';
import { invalidUtf8At, sequenceLength, unfinishedUtf8 } from './utf8-rule';

// An address file is read by the bureau as UTF-8, and a byte that is not (Windows or Latin-1 text:
// é, ü and £ as single bytes) comes back replaced, "Ren� M�ller", without a word. The upload screen
// refuses such a file before sending it; a program uploading through the chunk route is held to the
// same (docs/address-cleanse.md, "Chunks checked as UTF-8 by the gateway"). Chunks pass through as
// they arrive, so each is checked piece by piece, without a copy: a character whose bytes are split
// between two pieces is checked from the few bytes kept over. A chunk may start or end inside a
// character, as the browser cuts a file by bytes; those few bytes at a chunk's edges are let through
// unchecked, as chunks may reach different gateways and nothing is kept between them.

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

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
    const rest = piece.subarray(start);
    const end = piece.length - unfinishedUtf8(rest).length;
    // Node's isUtf8 (simdutf) says whether; the rule, run only then, says where.
    if (!isUtf8(piece.subarray(start, end))) {
      const at = start + Math.max(0, invalidUtf8At(rest, false));
      return { offset: before + at, byte: piece[at]! };
    }
    // A sequence cut by the piece's end: its bytes are kept (at most three) for the next piece.
    if (end < piece.length) this.#kept = piece.slice(end);
    return null;
  }
}

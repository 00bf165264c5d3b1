import { seededRandom } from '../seed/prng';

/** A seeded stream with the few draws the generators need. Each key gives its own stable stream. */
export class Draw {
  private readonly next: () => number;

  constructor(key: string) {
    this.next = seededRandom(key);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` characters drawn from `alphabet`. */
  chars(alphabet: string, count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** A value `make` draws that `taken` does not hold yet; added to `taken`. */
  unique<T>(taken: Set<T>, make: () => T, attempts = 200): T {
    for (let i = 0; i < attempts; i++) {
      const value = make();
      if (!taken.has(value)) {
        taken.add(value);
        return value;
      }
    }
    throw new Error('Could not draw a unique value; the source lists are too small');
  }
}

/**
 * Ids in a dataset: its prefix and the address's place, in base 36 and padded to five characters so
 * that they sort and stay five characters long (room for 60 million) however large a set grows.
 */
export function idMaker(prefix: string): () => string {
  let next = 1;
  return () => `${prefix}-${(next++).toString(36).padStart(5, '0')}`;
}

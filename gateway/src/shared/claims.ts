/** A key held by one caller until it is released or its time runs out. */
export interface Claim {
  /**
   * Gives the key up. A claim whose time ran out, and which someone else holds now, is theirs:
   * releasing the old one leaves it to them.
   */
  release(): Promise<void>;
}

/**
 * Keys that one caller at a time may hold, across every gateway sharing the store: a claim is
 * made in one step (no read then write another gateway could come between), and lasts at most its
 * seconds, so that a gateway stopped while holding one holds nothing for long.
 */
export interface Claims {
  /** `key` held for at most `ttlSeconds`, or undefined while someone else holds it. */
  claim(key: string, ttlSeconds: number): Promise<Claim | undefined>;
}

/** Claims in this process, for a gateway alone: a map of the keys held, each with when it lapses. */
export class MemoryClaims implements Claims {
  /** The keys held, each by its own claim (so that a lapsed claim released late frees nobody else's), with when it lapses in epoch ms. */
  readonly #held = new Map<string, { holder: symbol; lapsesAt: number }>();

  claim(key: string, ttlSeconds: number): Promise<Claim | undefined> {
    const now = Date.now();
    // Lapsed claims go as the next claim is made: held ones are few (checkouts under way), and a lapsed one was never released.
    for (const [heldKey, held] of this.#held) if (held.lapsesAt <= now) this.#held.delete(heldKey);
    if (this.#held.has(key)) return Promise.resolve(undefined);
    const holder = Symbol(key);
    this.#held.set(key, { holder, lapsesAt: now + ttlSeconds * 1000 });
    return Promise.resolve({
      release: () => {
        if (this.#held.get(key)?.holder === holder) this.#held.delete(key);
        return Promise.resolve();
      },
    });
  }
}

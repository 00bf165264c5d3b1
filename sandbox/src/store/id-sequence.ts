// Ids as the provider's databases hand them out: from a sequence per kind of record, which only
// ever counts up. An id is never given twice, whatever was deleted since, so a link kept in a
// browser or an e-mail (`/tokens?account=…&token=…`) can lead to the deleted record or to nothing,
// never to another customer's. Taking one past the highest id still held would give a deleted
// record's id to the next one made: the newest token's, account's or invitation's.

/** One kind's sequence: each id it gives is above every id it gave before and every one seeded. */
export class IdSequence {
  #last: number;

  /** Counts on from `floor`, or from the highest id already held when that is higher. */
  constructor(floor: number, ...held: Iterable<number>[]) {
    this.#last = floor;
    this.skipPast(...held);
  }

  /**
   * The next id. `inUse` are the ids of the records held now: a record put into the store without
   * the sequence (a test adding users straight to the map) is stepped over rather than given twice.
   */
  next(...inUse: Iterable<number>[]): number {
    this.skipPast(...inUse);
    this.#last += 1;
    return this.#last;
  }

  /** The last id given (or the floor the sequence counts on from). */
  get last(): number {
    return this.#last;
  }

  private skipPast(...held: Iterable<number>[]): void {
    for (const ids of held) for (const id of ids) if (id > this.#last) this.#last = id;
  }
}

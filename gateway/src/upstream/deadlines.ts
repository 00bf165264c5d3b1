/** Something with a time limit: told once its time is up, unless it was taken out before. */
export interface TimeLimited {
  /** When its time is up (performance.now(), ms); set as it is added. */
  deadline: number;
  timedOut(): void;
}

/**
 * The time limits of the transport's calls, on one timer. A timer of every call's own was made and
 * cleared on every call, and with one call at a time Node made and dropped its list of timers of
 * that length each time as well: some 17 µs of a search's CPU profile, about half that in CPU time
 * (docs/request-path.md, "Book-keeping after the answer"). Every call of a transport has the same
 * limit, so their deadlines come in the order the calls were made: the first one waiting is the
 * next to time out, and the timer, once armed, fires for it (or, if it is over by then, is armed
 * again for the first still waiting). The timer is unref'd: a call's connection, not its time
 * limit, keeps the process open.
 */
export class Deadlines<Item extends TimeLimited> {
  /** Not over yet, in the order they were added, so by deadline. */
  readonly #waiting = new Set<Item>();
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly ms: number) {}

  add(item: Item): void {
    item.deadline = performance.now() + this.ms;
    this.#waiting.add(item);
    if (!this.#timer) this.#arm(this.ms);
  }

  /** Takes out one that is over before its time. */
  delete(item: Item): void {
    this.#waiting.delete(item);
  }

  #arm(ms: number): void {
    this.#timer = setTimeout(this.#expire, ms).unref();
  }

  readonly #expire = (): void => {
    this.#timer = undefined;
    const now = performance.now();
    for (const item of this.#waiting) {
      // Node's timers run on the event loop's clock, which can be a little behind this one.
      if (item.deadline > now) {
        this.#arm(Math.max(1, Math.ceil(item.deadline - now)));
        return;
      }
      this.#waiting.delete(item);
      item.timedOut();
    }
  };
}

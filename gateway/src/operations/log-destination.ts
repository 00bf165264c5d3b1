import type { DestinationStream } from 'pino';

/** Where the gathered lines go: pino's asynchronous standard output (sonic-boom), or any stream. */
export interface LogTarget {
  write(text: string): unknown;
  flushSync?(): void;
}

/** How long a log line may wait to be written with the lines after it. */
export const LOG_GATHER_MS = 25;
/** Pending text that is written at once, however young: what a busy gateway logs in a few milliseconds. */
export const LOG_GATHER_BYTES = 64 * 1024;

/** Destinations with lines still to write, each flushed when the process exits. */
const live = new Set<WeakRef<GatheredLogLines>>();
let exitHooked = false;

function flushAllAtExit(): void {
  for (const ref of live) ref.deref()?.flushSync();
}

/**
 * Gathers log lines and writes them together, at most LOG_GATHER_MS after the first of them
 * (docs/request-path.md, "Log lines after the answer"). A request logs its upstream call before
 * it is answered; written at once, that line cost a write (a thread of the pool woken, and the log
 * reader) while the caller waited, and one-at-a-time traffic paid it on every line. Here a line
 * costs a string append; the writes come from a timer, after the answers of the moment are out,
 * one for every line of the last 25 ms (or of the last 64 KB, on a busy gateway). Nothing is lost
 * when the process exits: the lines not yet written are then written synchronously.
 */
export class GatheredLogLines implements DestinationStream {
  #pending = '';
  #timer: NodeJS.Timeout | undefined;
  readonly #ref = new WeakRef(this);

  constructor(private readonly target: LogTarget) {
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', flushAllAtExit);
    }
  }

  write(line: string): void {
    this.#pending += line;
    if (this.#pending.length >= LOG_GATHER_BYTES) {
      this.#writeOut();
      return;
    }
    if (this.#timer) return;
    live.add(this.#ref);
    // Unref'd: a process with nothing else to do still ends, and writes its lines at exit.
    this.#timer = setTimeout(this.#writeOut, LOG_GATHER_MS).unref();
  }

  /** pino's `logger.flush()`: writes what is pending now. */
  flush(done?: (error?: Error) => void): void {
    this.#writeOut();
    done?.();
  }

  /** Writes what is pending now, synchronously where the target can (at exit). */
  flushSync(): void {
    this.#writeOut();
    this.target.flushSync?.();
  }

  readonly #writeOut = (): void => {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    live.delete(this.#ref);
    if (this.#pending === '') return;
    const text = this.#pending;
    this.#pending = '';
    this.target.write(text);
  };
}

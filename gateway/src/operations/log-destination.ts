import type { DestinationStream } from 'pino';

/** Where the gathered lines go: pino's standard output (sonic-boom, written synchronously), or any stream. */
export interface LogTarget {
  write(text: string): unknown;
  flushSync?(): void;
}

/** How long a log line may wait to be written with the lines after it. */
export const LOG_GATHER_MS = 25;
/** Pending characters that are written at once, however young: what a busy gateway logs in a few milliseconds. */
export const LOG_GATHER_CHARACTERS = 64 * 1024;

/** Destinations with lines still to write, each written out when the process exits. */
const pending = new Set<GatheredLogLines>();
let exitHooked = false;

function writeAllAtExit(): void {
  for (const lines of pending) lines.flushSync();
}

export interface GatheredLogLinesOptions {
  /** A line written at once, with whatever waits before it: a warning or an error, which a crash must not lose. */
  urgent?: (line: string) => boolean;
}

/**
 * Gathers log lines and writes them together, at most LOG_GATHER_MS after the first of them
 * (docs/request-path.md, "Log lines after the answer"). A request logged its upstream call before
 * it was answered (now it mostly does so after, after-answers.ts); written at once, that line cost
 * a write (a thread of the pool woken, and the log reader) while the caller waited, and
 * one-at-a-time traffic paid it on every line. Here a line
 * costs a string append; the writes come from a timer, after the answers of the moment are out,
 * one for every line of the last 25 ms (or of the last 64 K characters, on a busy gateway). An
 * urgent line (a warning or an error) is written at once, with what waits before it. What is
 * pending when the process exits is written then; a process killed outright (SIGKILL, V8 out of
 * memory) loses at most the informational lines of its last 25 ms.
 */
export class GatheredLogLines implements DestinationStream {
  #pending = '';
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly target: LogTarget,
    private readonly options: GatheredLogLinesOptions = {},
  ) {
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', writeAllAtExit);
    }
  }

  write(line: string): void {
    this.#pending += line;
    if (this.#pending.length >= LOG_GATHER_CHARACTERS || this.options.urgent?.(line)) {
      this.#writeOut();
      return;
    }
    if (this.#timer) return;
    pending.add(this);
    // Unref'd: a process with nothing else to do still ends, and writes its lines at exit.
    this.#timer = setTimeout(this.#writeOut, LOG_GATHER_MS).unref();
  }

  /** pino's `logger.flush()`: writes what is pending now. */
  flush(done?: (error?: Error) => void): void {
    try {
      this.flushSync();
    } catch (error) {
      done?.(error as Error);
      return;
    }
    done?.();
  }

  /** Writes what is pending now (at exit, and when pino is asked to flush). */
  flushSync(): void {
    this.#writeOut();
    this.target.flushSync?.();
  }

  readonly #writeOut = (): void => {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    pending.delete(this);
    if (this.#pending === '') return;
    const text = this.#pending;
    this.#pending = '';
    this.target.write(text);
  };
}

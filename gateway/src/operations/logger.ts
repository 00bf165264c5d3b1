import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';
import { catchUp } from './after-answers';
import { GatheredLogLines } from './log-destination';

export type { Logger };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; default standard output, gathered for a moment (`standardOutput`). */
  destination?: DestinationStream;
}

/**
 * The gateway's log: one JSON object a line, with the fields operators filter by (`reqId`,
 * `operation`, `service`, `status`, `ms`) and a `msg` a person can read. Standard output gets the
 * informational lines of every 25 ms in one write (warnings and errors at once; all pending at
 * exit), so no request waits on its log and a busy gateway writes it a few dozen times a second. Nothing
 * secret is ever passed to it: callers log route templates and paths without query strings,
 * never headers or bodies.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // A warning or an error is written at once; the lines of the upstream calls before it, which
        // wait for their request's answer (after-answers.ts), go first, so the log reads in order.
        logMethod(args, method, level) {
          if (level >= WARN_LEVEL) catchUp();
          method.apply(this, args);
        },
      },
    },
    options.destination ?? standardOutput(),
  );
}

/** pino's number for `warn`. */
const WARN_LEVEL = 40;

/** The lines of a warning or worse, which are written at once: they start with their level (see `formatters`). */
const URGENT_LINE = /^\{"level":"(warn|error|fatal)"/;

/**
 * Standard output, gathered (log-destination.ts) and written synchronously, as pino's own
 * default is: informational lines go out every 25 ms at most, off every request's path (a
 * warning or an error at once), and what is pending at exit is all written before the process
 * ends, however far behind the log's reader is (an asynchronous write refused by a full pipe
 * would be dropped then).
 */
export function standardOutput(): GatheredLogLines {
  return new GatheredLogLines(pino.destination({ dest: 1, sync: true }), { urgent: (line) => URGENT_LINE.test(line) });
}

let lastMs = Number.NaN;
let lastTime = '';

/**
 * pino's ISO time field, written once per millisecond: a request's lines (its upstream calls',
 * its own) mostly fall in the same one, and each would otherwise make a Date and its text.
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/** The text of an error for the log: its stack where it has one. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

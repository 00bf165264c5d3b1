import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';
import { GatheredLogLines } from './log-destination';

export type { Logger };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; default standard output, gathered for a moment and written asynchronously. */
  destination?: DestinationStream;
}

/**
 * The gateway's log: one JSON object a line, with the fields operators filter by (`reqId`,
 * `operation`, `service`, `status`, `ms`) and a `msg` a person can read. Standard output gets the
 * lines of every 25 ms in one asynchronous write (log-destination.ts; flushed at exit), so no
 * request waits on its log and a busy gateway writes it a few dozen times a second. Nothing
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
    },
    options.destination ?? new GatheredLogLines(pino.destination({ dest: 1, sync: false })),
  );
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

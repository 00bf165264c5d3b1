import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; default standard output, written asynchronously. */
  destination?: DestinationStream;
}

/**
 * The gateway's log: one JSON object a line, with the fields operators filter by (`reqId`,
 * `operation`, `service`, `status`, `ms`) and a `msg` a person can read. Standard output is written
 * asynchronously (lines queue while a write is under way, and are flushed at exit), so a busy
 * gateway never waits on its log. Nothing secret is ever passed to it: callers log route
 * templates and paths without query strings, never headers or bodies.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
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

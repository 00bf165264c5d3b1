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
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** The text of an error for the log: its stack where it has one. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

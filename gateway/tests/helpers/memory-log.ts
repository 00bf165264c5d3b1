import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/operations/logger';

export interface MemoryLog {
  logger: Logger;
  /** The `msg` of each line but the per-request access lines: upstream calls and errors, as a person reads them. */
  lines: string[];
  /** Every line as written, JSON. */
  raw: string[];
  /** Every line parsed. */
  entries: Record<string, unknown>[];
}

/** A logger that keeps what the gateway logs in memory, for tests to read; `lines` may be an array of the test's own. */
export function memoryLog(lines: string[] = []): MemoryLog {
  const raw: string[] = [];
  const entries: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        raw.push(line);
        const entry = JSON.parse(line) as Record<string, unknown>;
        entries.push(entry);
        if (entry.route === undefined && typeof entry.msg === 'string') lines.push(entry.msg);
      }
      done();
    },
  });
  // pino writes to a plain stream synchronously, so a line is readable as soon as it is logged.
  return { logger: createLogger({ level: 'info', destination }), lines, raw, entries };
}

/** A logger that writes nothing. */
export const silentLogger: Logger = createLogger({ level: 'silent' });

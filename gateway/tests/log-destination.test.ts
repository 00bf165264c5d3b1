import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatheredLogLines, LOG_GATHER_BYTES, LOG_GATHER_MS } from '../src/operations/log-destination';
import { createLogger } from '../src/operations/logger';

/** A target that keeps each write it is given, and how often it was flushed synchronously. */
function recordingTarget() {
  const writes: string[] = [];
  let syncFlushes = 0;
  return {
    writes,
    syncFlushes: () => syncFlushes,
    target: { write: (text: string) => writes.push(text), flushSync: () => void (syncFlushes += 1) },
  };
}

describe('log lines gathered before they are written', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing while a request is being answered, then every line of the moment in one write', () => {
    const { writes, target } = recordingTarget();
    const lines = new GatheredLogLines(target);
    lines.write('{"msg":"upstream autocomplete GET /autoc/json 200"}\n');
    lines.write('{"msg":"POST /graphql 200"}\n');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(LOG_GATHER_MS);
    expect(writes).toEqual(['{"msg":"upstream autocomplete GET /autoc/json 200"}\n{"msg":"POST /graphql 200"}\n']);
  });

  it('keeps the lines in the order they were logged across writes', () => {
    const { writes, target } = recordingTarget();
    const lines = new GatheredLogLines(target);
    lines.write('one\n');
    vi.advanceTimersByTime(LOG_GATHER_MS);
    lines.write('two\n');
    lines.write('three\n');
    vi.advanceTimersByTime(LOG_GATHER_MS);
    expect(writes.join('')).toBe('one\ntwo\nthree\n');
    expect(writes).toHaveLength(2);
  });

  it('writes a busy moment at once rather than holding more than its bound', () => {
    const { writes, target } = recordingTarget();
    const lines = new GatheredLogLines(target);
    const line = `${'x'.repeat(1023)}\n`;
    for (let written = 0; written < LOG_GATHER_BYTES; written += line.length) lines.write(line);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(LOG_GATHER_BYTES);
  });

  it('writes what is pending, synchronously, when pino is flushed or the process exits', () => {
    const { writes, syncFlushes, target } = recordingTarget();
    const lines = new GatheredLogLines(target);
    lines.write('SIGTERM: stopping\n');
    lines.flushSync();
    expect(writes).toEqual(['SIGTERM: stopping\n']);
    expect(syncFlushes()).toBe(1);
    vi.advanceTimersByTime(LOG_GATHER_MS);
    expect(writes).toHaveLength(1);
  });

  it("is what a logger writes to by default, so pino's flush reaches the pending lines", () => {
    const { writes, target } = recordingTarget();
    const logger = createLogger({ destination: new GatheredLogLines(target) });
    logger.info({ reqId: 'r-1' }, 'POST /graphql 200');
    expect(writes).toEqual([]);
    logger.flush();
    expect(JSON.parse(writes[0] ?? '{}')).toMatchObject({ reqId: 'r-1', msg: 'POST /graphql 200', level: 'info' });
  });
});

describe("the gateway's standard output log", () => {
  it('loses no line when the process exits before the lines were due', () => {
    const logger = new URL('../src/operations/logger.ts', import.meta.url).href;
    const script = `import { createLogger } from ${JSON.stringify(logger)};
const log = createLogger();
log.info('first');
log.warn('last before exit');
process.exit(0);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const messages = run.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(['first', 'last before exit']);
  });
});

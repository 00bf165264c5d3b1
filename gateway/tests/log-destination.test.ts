import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatheredLogLines, LOG_GATHER_CHARACTERS, LOG_GATHER_MS } from '../src/operations/log-destination';
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
    for (let written = 0; written < LOG_GATHER_CHARACTERS; written += line.length) lines.write(line);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(LOG_GATHER_CHARACTERS);
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

  it('writes an urgent line at once, with the lines that waited before it', () => {
    const { writes, target } = recordingTarget();
    const lines = new GatheredLogLines(target, { urgent: (line) => line.startsWith('!') });
    lines.write('POST /graphql 200\n');
    lines.write('! the user server is failing its health check\n');
    expect(writes).toEqual(['POST /graphql 200\n! the user server is failing its health check\n']);
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
  const logger = new URL('../src/operations/logger.ts', import.meta.url).href;

  /**
   * Runs `body` in a process of its own with the gateway's logger as `log`, its standard output
   * piped to a reader that starts `readAfterMs` late (`sleep`, then `cat`), as a log shim that
   * fell behind. Gives the messages read and the process's exit status (128 + the signal's number
   * when one killed it).
   */
  async function logOf(body: string, readAfterMs: number): Promise<{ messages: string[]; status: number }> {
    const folder = await mkdtemp(join(tmpdir(), 'gateway-log-'));
    const script = join(folder, 'logs.mts');
    await writeFile(
      script,
      `import { createLogger } from ${JSON.stringify(logger)};
process.stdout; // as the launcher's banner or a colour check does: standard output is then a non-blocking pipe
const log = createLogger();
${body}`,
    );
    try {
      const shell = 'node --import tsx "$0" | { sleep "$1"; cat; }; echo "${PIPESTATUS[0]}" >&2';
      const run = spawn('bash', ['-c', shell, script, (readAfterMs / 1000).toFixed(3)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      run.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      run.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
      await new Promise((resolve) => run.once('close', resolve));
      const messages = out
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      return { messages, status: Number(err.trim().split('\n').at(-1)) };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('loses no line at exit, however far behind its reader is', async () => {
    const { messages, status } = await logOf(
      `for (let n = 1; n <= 700; n++) log.info('POST /graphql 200 ' + n);
setTimeout(() => {
  for (let n = 701; n <= 900; n++) log.info('POST /graphql 200 ' + n);
  log.info('SIGTERM: stopping');
  process.exit(0);
}, 80);`,
      500,
    );
    expect(status).toBe(0);
    expect(messages).toHaveLength(901);
    expect(messages.at(-2)).toBe('POST /graphql 200 900');
    expect(messages.at(-1)).toBe('SIGTERM: stopping');
  });

  it('has written a warning already when the process is killed outright', async () => {
    const { messages, status } = await logOf(
      `log.info('POST /graphql 200');
log.error('Unhandled rejection (the gateway keeps running)');
process.kill(process.pid, 'SIGKILL');`,
      0,
    );
    expect(status).toBe(128 + 9);
    expect(messages).toEqual(['POST /graphql 200', 'Unhandled rejection (the gateway keeps running)']);
  });
});

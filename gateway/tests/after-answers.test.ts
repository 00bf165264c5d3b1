import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { afterAnswers, catchUp } from '../src/operations/after-answers';
import { createLogger } from '../src/operations/logger';

const turnOver = () => new Promise((resolve) => setImmediate(resolve));

describe('book-keeping after the answers', () => {
  it('waits for the turn of the event loop to be over, then does everything in the order it was asked for', async () => {
    const done: string[] = [];
    afterAnswers(() => done.push('upstream autocomplete GET /autoc/json 200'));
    afterAnswers(() => done.push('upstream userServer GET /tokens 200'));
    done.push('the answer written');
    expect(done).toEqual(['the answer written']);

    await turnOver();
    expect(done).toEqual(['the answer written', 'upstream autocomplete GET /autoc/json 200', 'upstream userServer GET /tokens 200']);
  });

  it('does what waits at once when caught up with, and nothing twice', async () => {
    const done: string[] = [];
    afterAnswers(() => done.push('upstream line'));
    catchUp();
    done.push('request line');
    await turnOver();
    expect(done).toEqual(['upstream line', 'request line']);
  });

  it('goes on past a piece of work that fails, and says so as a warning', async () => {
    const done: string[] = [];
    const warned = vi.fn();
    process.on('warning', warned);
    try {
      afterAnswers(() => {
        throw new Error('metric label missing');
      });
      afterAnswers(() => done.push('log line'));
      await turnOver();
      await turnOver();
    } finally {
      process.off('warning', warned);
    }
    expect(done).toEqual(['log line']);
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ name: 'AfterAnswersWarning', message: expect.stringContaining('metric label missing') }));
  });

  it('has the log write what waits before a warning or an error, which are written at once', () => {
    const lines: string[] = [];
    const log = createLogger({ destination: { write: (line: string) => void lines.push((JSON.parse(line) as { msg: string }).msg) } });
    afterAnswers(() => log.info('upstream userServer GET /ext 404 2ms'));
    log.warn('userServer has no GET /ext (404): the portal goes on without it');
    afterAnswers(() => log.info('upstream userServer GET /groups 200 1ms'));
    log.error('error in the resolver');
    expect(lines).toEqual([
      'upstream userServer GET /ext 404 2ms',
      'userServer has no GET /ext (404): the portal goes on without it',
      'upstream userServer GET /groups 200 1ms',
      'error in the resolver',
    ]);
  });

  it('writes the lines still waiting when the process exits', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gateway-after-answers-'));
    const script = join(folder, 'exits.mts');
    const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
    await writeFile(
      script,
      `import { createLogger } from ${module('../src/operations/logger.ts')};
import { afterAnswers } from ${module('../src/operations/after-answers.ts')};
const log = createLogger();
afterAnswers(() => log.info('upstream autocomplete GET /autoc/json 200 1ms'));
log.info('SIGTERM: stopping');
process.exit(0);`,
    );
    try {
      const run = spawn('node', ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      run.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      const status = await new Promise((resolve) => run.once('close', resolve));
      const messages = out
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(status).toBe(0);
      expect(messages).toEqual(['SIGTERM: stopping', 'upstream autocomplete GET /autoc/json 200 1ms']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

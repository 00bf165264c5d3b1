import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { givenNodeEnv } from './production-mode';

/** The reporting screens' target: rendered within this many ms of the data's arrival. */
export const RENDER_TARGET_MS = 300;

/** What web/src/features/reporting/report-render.bench.tsx writes. */
export interface RenderFigures {
  warmUp: number;
  runs: number;
  subscriptions: number;
  tokens: number;
  days: number;
  reports: { name: string; ms: number[]; cpuMs: number[] }[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The reporting screens' render time, measured by the web's render benchmark in Vitest under jsdom
 * (the web tests' own setup), in a process of its own so the gateway's runs share nothing with it.
 */
export async function measureReportRender(runs: number): Promise<RenderFigures> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-render-bench-'));
  const out = join(folder, 'figures.json');
  try {
    const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', '--config', 'web/vitest.bench.config.ts', '--reporter', 'dot'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: givenNodeEnv, BENCH_RENDER_OUT: out, BENCH_RENDER_RUNS: String(runs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Vitest's own report is noise beside the bench's tables, unless the run failed.
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`The web's render benchmark stopped with exit code ${String(code)}:\n${report}`);
    return JSON.parse(await readFile(out, 'utf8')) as RenderFigures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// The address cleanse upload in Chromium: how long the page's main thread is held while a large
// file uploads (the longest task, from PerformanceObserver's 'longtask' entries), and how long the
// upload takes, from the Upload button to the file's next screen. The built web app (web/dist, or
// BENCH_WEB_DIST, such as a copy of an earlier build) is served by a gateway in front of the
// sandbox, both in processes of their own. Run after `npm run build`:
//   node --import tsx gateway/bench/upload-check-chromium.ts
// Settings, all optional:
//   BENCH_UPLOAD_MB    the file's size in MB (60);
//   BENCH_UPLOAD_RUNS  uploads measured (2);
//   BENCH_WEB_DIST     the built web app to serve, comma separated to take turns between builds.

import './production-mode';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, CHROMIUM_PATH } from '../../e2e/src/chromium';
import { startBenchGateway } from './bench-gateway';
import { PASSWORD, USER } from './queries';
import { SandboxProcess } from './sandbox';
import { loadAverage } from './stats';

const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 60);
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 2);
const dists = (process.env.BENCH_WEB_DIST?.trim() || 'web/dist').split(',').map((dir) => resolve(dir.trim()));

/** Records as the cleanse takes them, one in seven with a quoted field holding a comma, to `megabytes` MB. */
function csv(): Buffer {
  const lines = ['Customer Ref,Name,Address 1,Address 2,Town,Postcode'];
  let size = lines[0].length + 2;
  for (let i = 0; size < megabytes * 1_000_000; i++) {
    const street = i % 7 === 0 ? `"Flat ${i % 90}, ${i % 300} High Street"` : `${i % 300} High Street`;
    const line = `C-${100001 + i},Customer ${i + 1},${street},Nether Wallop,Stockbridge,SO20 ${i % 9}AB`;
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface Figures {
  dist: string;
  uploadMs: number;
  /** Long tasks while the upload overlay showed (the per-chunk check's), and all after the click (the first chunk's check too). */
  longestDuringMs: number;
  longTasksDuring: number;
  longestAfterClickMs: number;
}

async function measure(page: Page, origin: string, file: string, dist: string): Promise<Figures> {
  await page.goto(`${origin}/portal/applications/addresscleanse/upload`);
  await page.getByRole('heading', { level: 1, name: 'Upload an address file' }).waitFor();
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    Object.assign(globalThis, { benchTasks: tasks });
    // 'longtask' is the browser's entry type; Node's types, which this file is checked with, lack it.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' } as never);
  });
  await page.getByTestId('address-cleanse-file-input').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
  // BENCH_UPLOAD_PROFILE: print the main thread's heaviest functions (self time) over the upload.
  const profiler = process.env.BENCH_UPLOAD_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  const clicked = await page.evaluate(() => performance.now());
  const started = Date.now();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-progress').waitFor({ timeout: 60_000 });
  const shown = await page.evaluate(() => performance.now());
  await page.waitForURL('**/updatefields', { timeout: 600_000 });
  const uploadMs = Date.now() - started;
  const ended = await page.evaluate(() => performance.now());
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      const name = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}` : '?';
      self.set(name, (self.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    });
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`      ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
  const tasks = (await page.evaluate(() => (globalThis as unknown as { benchTasks: { start: number; duration: number }[] }).benchTasks)).filter(
    (task) => task.start + task.duration >= clicked,
  );
  const during = tasks.filter((task) => task.start >= shown);
  if (process.env.BENCH_UPLOAD_TASKS)
    for (const task of tasks)
      console.log(
        `      task at ${(task.start - shown).toFixed(0)} ms after the overlay (the screen after at ${(ended - shown).toFixed(0)}): ${task.duration.toFixed(0)} ms`,
      );
  return {
    dist,
    uploadMs,
    longestDuringMs: Math.max(0, ...during.map((task) => task.duration)),
    longTasksDuring: during.length,
    longestAfterClickMs: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

async function main(): Promise<void> {
  console.log(`Upload in Chromium, ${megabytes} MB, load average ${loadAverage()}`);
  const dir = await mkdtemp(join(tmpdir(), 'upload-bench-'));
  const file = join(dir, 'customers.csv');
  await writeFile(file, csv());
  const sandbox = await SandboxProcess.start();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs });
  try {
    for (let run = 0; run < runs; run++)
      for (const dist of dists) {
        const gateway = await startBenchGateway(sandbox.urls, {}, { webDist: dist });
        try {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          await context.addInitScript(() =>
            (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('disableAllHelpTips', 'true'),
          );
          const page = await context.newPage();
          await page.goto(`${gateway.origin}/portal/login`);
          await page.getByLabel('User name').fill(USER);
          await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
          await page.getByRole('button', { name: 'Log In' }).click();
          await page.waitForURL('**/portal/home');
          const figures = await measure(page, gateway.origin, file, dist);
          console.log(
            `   ${dist}: upload ${(figures.uploadMs / 1000).toFixed(1)} s; longest task while uploading ${figures.longestDuringMs.toFixed(0)} ms (${figures.longTasksDuring} long tasks), after the click ${figures.longestAfterClickMs.toFixed(0)} ms; load average ${loadAverage()}`,
          );
          await context.close();
        } finally {
          await gateway.close();
        }
      }
  } finally {
    await browser.close();
    await sandbox.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});

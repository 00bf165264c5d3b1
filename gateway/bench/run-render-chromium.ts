// `npm run bench:render`: step 8b of `npm run bench` alone, the reporting screens in Chromium,
// with the sandbox in a process of its own as in the whole run. Settings, all optional:
//   BENCH_CHROMIUM_RUNS  measured loads of each screen (20);
//   BENCH_SCREENS        the screens, comma separated (Services,Summary,Tokens);
//   BENCH_WEB_DIST       the built web app to serve (web/dist), such as a copy of an earlier build;
//   BENCH_TRACE_DIR      write each load's trace, JavaScript samples included, for DevTools (slows the page).

import './production-mode';
import { resolve } from 'node:path';
import { measureReportRenderInChromium, printChromiumRender } from './report-render-chromium';
import { SandboxProcess } from './sandbox';
import { loadAverage } from './stats';

const runs = Number(process.env.BENCH_CHROMIUM_RUNS ?? 20);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_CHROMIUM_RUNS must be a whole number above 0, not "${process.env.BENCH_CHROMIUM_RUNS}"`);
const setting = (name: string) => process.env[name]?.trim() || undefined;
const screens = setting('BENCH_SCREENS')
  ?.split(',')
  .map((name) => name.trim());
const webDist = setting('BENCH_WEB_DIST');
const traceDir = setting('BENCH_TRACE_DIR');

async function main(): Promise<void> {
  console.log(`Step 8b alone, load average ${loadAverage()}${webDist ? `, serving ${webDist}` : ''}`);
  const sandbox = await SandboxProcess.start();
  try {
    printChromiumRender(
      await measureReportRenderInChromium(sandbox.urls, runs, {
        screens,
        webDist: webDist && resolve(webDist),
        traceDir: traceDir && resolve(traceDir),
      }),
    );
    if (traceDir) console.log(`   traces in ${resolve(traceDir)}; the sampling slowed the page, so these figures do not compare`);
  } finally {
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});

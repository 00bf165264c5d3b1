// Fails when the built web app is over its size budgets (scripts/bundle-budget.ts), printing the
// sizes either way. Run after `npm run build`; `npm run test:e2e` does both.
//
// Sizes are gzip at zlib's default level 6, which is what the gateway's compression middleware
// sends a browser that takes gzip (one that takes brotli gets a little less). The same build always
// gives the same bytes, so the check never depends on the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkBudgets, formatReport, lazyOnlyProblems, workerFiles, type Manifest } from './bundle-budget';

const dist = fileURLToPath(new URL('../web/dist', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
} catch (error) {
  console.error(`Cannot read ${manifestPath} (${error instanceof Error ? error.message : String(error)}): run \`npm run build\` first.`);
  process.exit(1);
}

const sizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;
    sizes.set(file, size);
  }
  return size;
};

// Web workers are files of the build the manifest does not list (bundle-budget.ts, workerFiles).
const workers = workerFiles(readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`));
const report = checkBudgets(manifest, gzipSize, undefined, undefined, workers);
console.log(formatReport(report, gzipSize));
if (report.over.length) {
  console.error(`\nOver budget: ${report.over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
const misplaced = lazyOnlyProblems(manifest);
if (misplaced.length) {
  console.error(`\nLoaded with screens that do not use it: ${misplaced.join('; ')}`);
  process.exit(1);
}

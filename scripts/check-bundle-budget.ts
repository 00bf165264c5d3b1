// Fails when the built web app is over its size budgets (scripts/bundle-budget.ts), printing the
// sizes either way, or when a file lacks the compressed copies the gateway sends of it
// (web/precompressed-files.ts). Run after `npm run build`; `npm run test:e2e` does both.
//
// Sizes are gzip at zlib's default level 6, what the gateway's compression on the fly sends a
// browser that takes gzip: the build's own copies (gzip at level 9, brotli at 11) are a little
// smaller, so the budgets hold with room. The same build always gives the same bytes, so the check
// never depends on the machine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { missingCopies } from '../web/precompressed-files';
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
const uncopied = ['assets', 'explorer/assets'].flatMap((folder) => {
  const dir = join(dist, folder);
  const files = new Map(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).size]));
  return missingCopies(files).map((name) => `${folder}/${name}`);
});
if (uncopied.length) {
  console.error(`\nWithout their compressed copies (.br and .gz, web/precompressed-assets.ts): ${uncopied.join(', ')}`);
  process.exit(1);
}

// `npm run bench:first-search`: step 5b of `npm run bench` alone, the first address search on
// freshly started portals against the later ones. As in the whole run, the bench's process has
// already served searches through a gateway of its own before the first portal starts
// (firstSearchTexts). Settings, all optional:
//   BENCH_FIRST_SEARCH_STARTS  fresh portals (5, as in the whole run);
//   BENCH_LATER_SEARCHES       searches after the first on each (20, as in the whole run).

import './production-mode';
import { firstSearchTexts, measureFirstSearch, printFirstSearch, type FirstSearchFigures } from './first-search';
import { loadAverage } from './stats';

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return Number(raw);
}

const starts = wholeNumber('BENCH_FIRST_SEARCH_STARTS', 5);
const later = wholeNumber('BENCH_LATER_SEARCHES', 20);

async function main(): Promise<void> {
  console.log(`Step 5b alone, load average ${loadAverage()}`);
  const texts = await firstSearchTexts(starts, later);
  const figures: FirstSearchFigures[] = [];
  for (let start = 0; start < starts; start++) figures.push(await measureFirstSearch(texts, later));
  printFirstSearch(figures);
  console.log(`   load average ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});

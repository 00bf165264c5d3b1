// `npm run bench:addresses -w sandbox` (or `node --expose-gc --import tsx sandbox/bench/address-search.ts`):
// what the uk address set costs in this process. Times its generation and its index, as the first
// look-up and the first search pay them; the heap they hold; and the time of each search for a few
// thousand realistic queries: the start of a real address of the set cut after 2 to 24 characters
// (picked by a fixed stride, so every run asks the same), and the street names people type first.
// Prints median, p95, p99 and the slowest. Figures, not a test: they depend on the machine.

import { performance } from 'node:perf_hooks';
import { addressCatalogue, UK_DATASET } from '../src/addresses/catalogue';
import { suggestionText } from '../src/addresses/formats';
import { ukCommonStreets } from '../src/addresses/sources/uk';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 4000);
const ROUNDS = 3;
const MAX = 10;

const collect = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  collect?.();
  return process.memoryUsage().heapUsed / 1_048_576;
};
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

function timed<T>(what: string, run: () => T): T {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = run();
  console.log(`${what.padEnd(36)}${(performance.now() - started).toFixed(0).padStart(6)} ms wall${cpuMs(cpu).toFixed(0).padStart(6)} ms cpu`);
  return result;
}

const heapBefore = heapMb();
const catalogue = addressCatalogue();
const uk = timed('generate the uk addresses', () => catalogue.addresses(UK_DATASET));
timed('index them (first search)', () => catalogue.suggest(UK_DATASET, 'high str', MAX));
timed('find by id (first look-up)', () => catalogue.find(UK_DATASET, uk[0]?.id ?? ''));
console.log(
  `${uk.length} uk addresses; heap ${heapBefore.toFixed(0)} MB before, ${heapMb().toFixed(0)} MB after${collect ? '' : ' (run with --expose-gc for exact figures)'}`,
);

const typed = new Set<string>();
for (let i = 0; typed.size < QUERIES && i < QUERIES * 20; i++) {
  const text = suggestionText(uk[(i * 7_919) % uk.length] ?? (uk[0] as never));
  const cut = text.slice(0, 2 + ((i * 13) % 23)).replace(/[\s,]+$/, '');
  if (cut.length >= 2) typed.add(cut);
}
for (const street of ukCommonStreets) {
  typed.add(street.slice(0, street.length - 2));
  typed.add(`10 ${street}`);
}
typed.add('High Str').add('Station Ro').add('10 Church Lane');
for (const letter of 'ahms1') typed.add(letter);
const queries = [...typed];

// Wall time is what a caller waits; on a busy machine it also holds the time the process waited for
// a core, so the CPU time the search itself used is shown beside it.
let empty = 0;
const wall: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of queries) {
    const used = process.cpuUsage();
    const started = performance.now();
    const found = catalogue.suggest(UK_DATASET, query, MAX);
    const ms = performance.now() - started;
    const cpuUsed = cpuMs(used);
    // The first round warms up the compiled code; the others are counted.
    if (round === 0) continue;
    wall.push(ms);
    cpu.push(cpuUsed);
    if (found.length === 0) empty++;
  }
}
const summary = (times: number[]) => {
  times.sort((a, b) => a - b);
  const shown = (p: number) => `${percentile(times, p).toFixed(3)} ms`;
  return `median ${shown(0.5)}, p95 ${shown(0.95)}, p99 ${shown(0.99)}, slowest ${(times.at(-1) ?? 0).toFixed(3)} ms`;
};
console.log(`${queries.length} distinct queries, ${ROUNDS - 1} counted rounds, ${empty / (ROUNDS - 1)} finding nothing`);
console.log(`  wall: ${summary(wall)}`);
console.log(`  cpu:  ${summary(cpu)}`);
for (const query of ['High Str', 'Station Ro', '10 Church Lane']) {
  console.log(
    `  "${query}": ${catalogue
      .suggest(UK_DATASET, query, 3)
      .map((entry) => entry.text)
      .join(' | ')}`,
  );
}

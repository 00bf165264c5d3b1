// The checks that read the source without running it: the type check (one `tsc -p` per project),
// lint, the formatting check and the schema check. Each uses one core, so they run side by side,
// as many at once as the machine has cores; each one's output is printed whole when it ends, so two
// never interleave, and the run fails if any fails.
//
//   node scripts/checks.mjs             every check
//   node scripts/checks.mjs typecheck   only the type check
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const npm = process.env.npm_execpath;
const project = (name) => ({ name: `tsc -p ${name}`, group: 'typecheck', command: process.execPath, args: [tsc, '-p', name] });
// The other checks are the package's scripts of the same name.
const script = (name) => ({ name, group: name, command: npm ? process.execPath : 'npm', args: [...(npm ? [npm] : []), 'run', '--silent', name] });

// Longest first (CPU seconds on a two-core machine: lint 47, tsc -p web 30, prettier 26, the
// other projects 11-21 each), so that the short ones fill in at the end rather than run on their own.
const checks = [
  script('lint'),
  project('web'),
  script('format:check'),
  project('gateway'),
  project('tsconfig.json'),
  project('launcher'),
  project('e2e'),
  project('sandbox'),
  script('schema:check'),
];

const groups = process.argv.slice(2);
const unknown = groups.filter((group) => !checks.some((check) => check.group === group));
if (unknown.length) {
  console.error(`Unknown check ${unknown.join(', ')}; the checks are ${[...new Set(checks.map((check) => check.group))].join(', ')}.`);
  process.exit(2);
}
const waiting = checks.filter((check) => groups.length === 0 || groups.includes(check.group));

function run({ name, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${name} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const lane = async () => {
  let ok = true;
  for (let check = waiting.shift(); check; check = waiting.shift()) ok = (await run(check)) && ok;
  return ok;
};
const lanes = await Promise.all(Array.from({ length: Math.min(availableParallelism(), waiting.length) }, lane));
if (lanes.includes(false)) process.exit(1);

// The browser tests drive Debian's Chromium. Where it is missing, install Debian's package when
// this machine allows it (root with apt-get); otherwise stop and say which package is needed.
// Nothing here downloads a browser build of its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
if (!canInstall) {
  console.error(`Chromium is missing at ${chromium}. Install Debian's "chromium" package (apt-get install chromium), or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed. Install Debian's "chromium" package and run the tests again.`);
    process.exit(1);
  }
}
if (!existsSync(chromium)) {
  console.error(`Debian's chromium package installed, but ${chromium} is still missing.`);
  process.exit(1);
}

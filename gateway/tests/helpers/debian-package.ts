import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A program from Debian's package, installed with apt-get where it is missing and this machine
 * allows it (root with apt-get), as the test set-up installs what a test needs; else an error
 * saying which package to install. `name` is how the error names the program ("Redis").
 */
export function ensureDebianProgram(program: string, debianPackage: string, name: string): string {
  if (existsSync(program)) return program;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall)
    throw new Error(`${name} is needed and ${program} is missing: install Debian's "${debianPackage}" package (apt-get install ${debianPackage}).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', debianPackage],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install Debian's "${debianPackage}" package and run the tests again.`);
  }
  if (!existsSync(program)) throw new Error(`Debian's ${debianPackage} package installed, but ${program} is still missing.`);
  return program;
}

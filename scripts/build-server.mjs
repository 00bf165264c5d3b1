// Compiles a server workspace (the gateway, or the sandbox for its own image) to JavaScript in
// <workspace>/dist, so production runs it with plain `node`, without tsx or any other development
// dependency. One ES module bundle of the workspace's own code, split where it imports itself
// lazily (the gateway loads tracing before the rest); packages stay imports, installed by
// `npm ci --omit=dev`.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const workspaces = { gateway: 'gateway/src/main.ts', sandbox: 'sandbox/src/main.ts' };
const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => !(name in workspaces))) {
  console.error(`Usage: node scripts/build-server.mjs ${Object.keys(workspaces).join('|')} ...`);
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));
for (const name of names) {
  const outdir = `${root}${name}/dist`;
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [`${root}${workspaces[name]}`],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  console.log(`${name}: compiled to ${name}/dist/main.js`);
}

// Compiles a server workspace (the gateway, or the sandbox for its own image) to JavaScript in
// <workspace>/dist, so production runs it with plain `node`, without tsx or any other development
// dependency. One ES module bundle of the workspace's own code, split where it imports itself
// lazily (the gateway loads tracing before the rest); packages stay imports, installed by
// `npm ci --omit=dev`.
//
// `gateway-bench` builds, the same way, the servers `npm run bench` measures (the gateway, and the
// plain proxy and the least GraphQL server it is compared with), each run in a process of its own
// with plain `node` as the image runs the gateway (docs/request-path.md). It goes to
// gateway/dist-bench, as deep in the tree as gateway/dist: the gateway finds schema/ and web/dist
// from where its code is.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const servers = {
  gateway: { entries: ['gateway/src/main.ts'], outdir: 'gateway/dist' },
  sandbox: { entries: ['sandbox/src/main.ts'], outdir: 'sandbox/dist' },
  'gateway-bench': {
    entries: ['gateway/bench/gateway-process.ts', 'gateway/bench/proxy-process.ts', 'gateway/bench/least-graphql-process.ts'],
    outdir: 'gateway/dist-bench',
  },
};
const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => !(name in servers))) {
  console.error(`Usage: node scripts/build-server.mjs ${Object.keys(servers).join('|')} ...`);
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));
for (const name of names) {
  const { entries, outdir } = servers[name];
  rmSync(`${root}${outdir}`, { recursive: true, force: true });
  await build({
    entryPoints: entries.map((entry) => `${root}${entry}`),
    outdir: `${root}${outdir}`,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  console.log(`${name}: compiled to ${outdir}`);
}

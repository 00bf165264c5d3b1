import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The compiled worker portal of one run, and the way to throw it away. */
export interface WorkerPortalBundle {
  file: string;
  remove: () => Promise<void>;
}

/**
 * worker-portal.ts and the portal it starts (launcher, gateway, sandbox) compiled to one JavaScript
 * file, as scripts/build-server.mjs compiles the gateway, so that each worker's portal process
 * runs it with plain node: under tsx every one of them compiled the same TypeScript again as it
 * started (docs/testing.md). Packages stay imports from node_modules.
 *
 * The file goes to e2e/dist, two folders below the repository's root like the sources it is made
 * from, because the gateway finds the schema files relative to its own module. Its name is the
 * run's own, so that two runs in one checkout never share or delete each other's.
 */
export async function bundleWorkerPortal(): Promise<WorkerPortalBundle> {
  const file = fileURLToPath(new URL(`../dist/worker-portal-${process.pid}-${Date.now()}.js`, import.meta.url));
  await build({
    entryPoints: [fileURLToPath(new URL('./worker-portal.ts', import.meta.url))],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // The workspaces' own code is compiled in; every other package stays an import.
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return { file, remove: () => Promise.all([rm(file, { force: true }), rm(`${file}.map`, { force: true })]).then(() => undefined) };
}

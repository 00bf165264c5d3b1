import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// React Router 7 exports only its development build (remix-run/react-router#14102, still open), so a
// production build of the portal shipped the router's development warnings to every browser's
// console, and their code to the first page (0.6 KB gzip). Its package holds the production build
// beside it, the same code with those warnings off: the portal's builds use that one. The dev
// server and the tests keep the warnings.

/** The production build's entry, or an error saying the package no longer has one there. */
function productionEntry(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const entry = join(dirname(packageJson), 'dist/production/index.mjs');
  if (!existsSync(entry)) throw new Error(`React Router has no production build at ${entry}: see web/react-router-production.ts`);
  return entry;
}

/** Resolves `react-router` to its production build when building. */
export function reactRouterProductionBuild(): Plugin {
  let entry: string | undefined;
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source !== 'react-router') return null;
      entry ??= productionEntry();
      return entry;
    },
  };
}

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/src/longest-first';

// Vite would resolve our `graphql` imports to its ES build while Apollo, the schema tools and
// GraphQL Armor, loaded by Node, require the CommonJS one, and graphql refuses types from
// "another realm". Server-side projects take Node's choice, so there is one instance.
const nodeGraphql = { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) }] };

// How long a test may run before it counts as hung. The tests wait for outcomes and never race a
// clock, so this only has to catch a hang; Vitest's 5 s turned a busy two-core machine red (a lint
// run over the tree, a build twice, a search over the address set took 5-6 s beside other runs).
const HUNG = { testTimeout: 120_000, hookTimeout: 120_000 };

// The server-side projects run their files one after another in a worker that keeps its modules
// (isolate: false) instead of importing everything afresh for each file. A file there starts its
// own sandbox, gateway or portal and closes it, touches no global a later file reads (the few that
// fake Date or set an environment variable put it back), and what the modules keep between files
// is made once and never changed: the sandbox's address data and search indexes, the demo users'
// password hashes, the bank's and the e-mail domains' tables. Importing Apollo Server, Express and
// the sandbox once per worker rather than once per file, and building the uk address index (about
// 118,000 addresses) once rather than in every file that searches, is most of what these projects cost.
const SHARED_MODULES = { isolate: false };

/** Test workers of the browser tests, each with a portal of its own. */
const BROWSER_WORKERS = availableParallelism() + 1;

// One runner, one project per workspace. The browser tests are their own project so that
// `npm run test:unit` never needs Chromium and `npm run test:e2e` runs them alone.
export default defineConfig({
  test: {
    // A test file per core. Vitest's default keeps a core for its own process (cores - 1), which
    // on a two-core machine ran the files one at a time; that process only transforms the files
    // and reports, and left most of its core idle.
    maxWorkers: availableParallelism(),
    // The browser tests' longest files first, on a fresh clone too (e2e/src/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'repo', ...SHARED_MODULES, include: ['tests/**/*.test.ts'], environment: 'node', ...HUNG }, resolve: nodeGraphql },
      { test: { name: 'sandbox', ...SHARED_MODULES, include: ['sandbox/**/*.test.ts'], environment: 'node', ...HUNG } },
      {
        test: {
          name: 'gateway',
          ...SHARED_MODULES,
          include: ['gateway/**/*.test.ts'],
          environment: 'node',
          // Every sandbox the gateway's tests start answers the provider's extensions 404, as real
          // services may (docs/upstream-contract.md); the tests of what an extension adds start a
          // sandbox with { strict: false }. One run covers both, instead of the suite twice.
          env: { SANDBOX_STRICT: '1' },
          ...HUNG,
        },
        resolve: nodeGraphql,
      },
      { test: { name: 'launcher', ...SHARED_MODULES, include: ['launcher/**/*.test.ts'], environment: 'node', ...HUNG }, resolve: nodeGraphql },
      'web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          // A worker imports Playwright's client once, not once per file, as the server-side projects
          // keep their modules (SHARED_MODULES above): a browser test file keeps its state in its
          // own module (its browser, its pages), and what e2e/src keeps is per worker or per run.
          ...SHARED_MODULES,
          include: ['e2e/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/src/global-setup.ts'],
          // A failed test prints where its pages stood (e2e/src/failure-report.ts).
          setupFiles: ['e2e/src/failure-report.ts'],
          // Files side by side, each worker against a portal, sandbox and Chromium of its own
          // (e2e/src/global-setup.ts; docs/testing.md says what that asks of a test). One worker
          // more than cores: a browser test mostly waits on the browser and the portal, which
          // run in processes of their own.
          maxWorkers: BROWSER_WORKERS,
          // Vitest runs projects with different worker counts in groups of their own, one group after another.
          sequence: { groupOrder: 1 },
          ...HUNG,
        },
        // The portals a test starts of its own run in its worker, so they need the one graphql as well.
        resolve: nodeGraphql,
      },
    ],
  },
});

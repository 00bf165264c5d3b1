/**
 * The web app's size budgets, worked out from Vite's build manifest. Pure: the caller
 * reads the manifest and says how big each file is, so the rules can be tested on a made-up build.
 */

/** One chunk of Vite's `.vite/manifest.json`, keyed there by its source (or `_name-hash.js` for a shared chunk). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  /** Everything the browser fetches before /portal/login shows: the entry, the login route and its layout, with all they import. */
  loginPage: number;
  /** The chunk of each lazily loaded module (a route, a layout), on its own. */
  routeChunk: number;
}

/**
 * In bytes of gzip (1 KB = 1000 bytes, as Vite prints them): the aim of 160 KB for everything
 * /portal/login loads, 100 KB for each lazily loaded chunk. The login page is some 159 KB: React
 * and React DOM with the scheduler, 68 KB, React Router's data router, 29 KB, MUI with emotion,
 * some 55 KB, and the portal's own code. What keeps it there (web/login-page-chunk.ts and
 * web/react-router-production.ts say more):
 * - Apollo Client, zod, react-hook-form and the signed-in frame load after sign-in;
 * - the page is one chunk besides React's, and it holds the login route and its layout;
 * - the landing card's tabs are links (MUI's Tabs were 6 KB), the theme is given by MUI's system
 *   ThemeProvider (material's also brings the CSS-variables provider, 3 KB), the navigation bar
 *   and the screens' skeleton come with the signed-in frame;
 * - React Router's production build, without its development warnings.
 * - Emotion's bare import of hoist-non-react-statics (for its withTheme, unused) is not kept as a side
 *   effect (web/vite.config.ts), which took a second copy of react-is out of the page: 0.9 KB.
 * Anything the login page gains now has to make room for itself, as the session's own safety did on
 * 28 November (a page restored by Back after Log Out reads the session again; a session that passes
 * straight to another user drops the previous user's drafts), which must run before anyone signs in.
 */
export const budgets: Budgets = { loginPage: 160_000, routeChunk: 100_000 };

/**
 * The modules the router loads lazily to show /portal/login, named by source path as the manifest
 * keys a chunk. The build puts them in the login page's chunk (web/login-page-chunk.ts), and fails
 * when one is not in the module graph, so moving the login route means updating this; should one
 * have a chunk of its own after all, the login page is charged for it too.
 */
export const loginModules = ['src/features/session/landing-layout.tsx', 'src/features/session/login-route.tsx'];

/**
 * Modules that must load only when a screen shows them: MUI X's date pickers with dayjs, 50 KB of
 * gzip, come with the first date field shown (web/src/components/date-field), never with a screen
 * that has none.
 */
export const lazyOnlyModules = ['src/components/date-field/date-picker-field.tsx'];

/** What is wrong with each lazy-only module: missing from the build, not a chunk loaded on demand, or imported statically by another chunk. */
export function lazyOnlyProblems(manifest: Manifest, modules: string[] = lazyOnlyModules): string[] {
  return modules.flatMap((key) => {
    const chunk = manifest[key];
    if (!chunk) return [`${key} is not in the build`];
    if (!chunk.isDynamicEntry) return [`${key} is not loaded on demand`];
    const importers = Object.entries(manifest)
      .filter(([, other]) => other.imports?.includes(key))
      .map(([name]) => name);
    return importers.length ? [`${key} is imported statically by ${importers.join(', ')}`] : [];
  });
}

export interface Measured {
  /** What the row measures: "/portal/login" or a module's source path. */
  name: string;
  /** The files counted, each once. */
  files: string[];
  gzipBytes: number;
  budget: number;
}

export interface BudgetReport {
  loginPage: Measured;
  routeChunks: Measured[];
  over: Measured[];
}

/** The files a set of chunks brings with it: their own, their static imports' (transitively) and their CSS. */
export function staticFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the build manifest, found ${entries.length}`);
  return entries[0]![0];
}

/**
 * The build's web workers, from the names of its files: Vite bundles a module given to
 * `new Worker(new URL('./x.worker.ts', import.meta.url))` as a file of its own (`x.worker-<hash>.js`)
 * that the manifest does not list. A worker is fetched when the page starts it (the cleanse upload's
 * content check, as an upload starts), never with a page, so each is measured as a lazily loaded
 * chunk is: on its own, against the same budget.
 */
export function workerFiles(files: string[]): string[] {
  return files.filter((file) => /(^|\/)[^/]+\.worker-[\w-]+\.js$/.test(file)).sort();
}

/** Measures the build against the budgets; `gzipSize` gives a file's compressed size in bytes; `workers`: its worker files (workerFiles). */
export function checkBudgets(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  limits: Budgets = budgets,
  login: string[] = loginModules,
  workers: string[] = [],
): BudgetReport {
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);

  const loginFiles = staticFiles(manifest, [entryKey(manifest), ...login.filter((key) => manifest[key])]);
  const loginPage: Measured = { name: '/portal/login', files: loginFiles, gzipBytes: sum(loginFiles), budget: limits.loginPage };

  const routeChunks: Measured[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ name: moduleName(chunk.src ?? key), files: [chunk.file], gzipBytes: gzipSize(chunk.file), budget: limits.routeChunk }))
    .concat(
      workers.map((file) => ({
        name: `${file.replace(/^.*\//, '').replace(/-[\w-]+\.js$/, '')} (web worker)`,
        files: [file],
        gzipBytes: gzipSize(file),
        budget: limits.routeChunk,
      })),
    )
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const over = [loginPage, ...routeChunks].filter((row) => row.gzipBytes > row.budget);
  return { loginPage, routeChunks, over };
}

/** A library's module by its path inside node_modules, wherever that folder is relative to the web app. */
const moduleName = (src: string) => (src.includes('node_modules/') ? src.slice(src.lastIndexOf('node_modules/')) : src);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The report as a plain-text table, the login page's files listed beneath it. */
export function formatReport(report: BudgetReport, gzipSize: (file: string) => number): string {
  const rows = [report.loginPage, ...report.routeChunks].map((row) => [
    row.name,
    kb(row.gzipBytes),
    kb(row.budget),
    row.gzipBytes > row.budget ? 'OVER' : 'ok',
  ]);
  const header = ['loads', 'gzip', 'budget', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  const loginFiles = [...report.loginPage.files].sort((a, b) => gzipSize(b) - gzipSize(a)).map((file) => `  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
  return [line(header), ...rows.map(line), '', `/portal/login fetches ${report.loginPage.files.length} files:`, ...loginFiles].join('\n');
}

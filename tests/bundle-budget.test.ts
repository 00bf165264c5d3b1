import { describe, expect, it } from 'vitest';
import { checkBudgets, formatReport, lazyOnlyProblems, staticFiles, workerFiles, type Manifest } from '../scripts/bundle-budget';
import { missingCopies } from '../web/precompressed-files';

// A made-up build: the entry imports a vendor chunk, login's layout and route share a form chunk,
// and home has a table chunk of its own that login must not be charged for.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/Layout.tsx', 'src/login.tsx', 'src/home.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'], css: ['assets/form.css'] },
  '_table.js': { file: 'assets/table.js', imports: ['_vendor.js'] },
  'src/Layout.tsx': { file: 'assets/Layout.js', src: 'src/Layout.tsx', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/login.tsx': { file: 'assets/login.js', src: 'src/login.tsx', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/home.tsx': { file: 'assets/home.js', src: 'src/home.tsx', isDynamicEntry: true, imports: ['_table.js', 'index.html'] },
  '../node_modules/vitals/dist/vitals.js': { file: 'assets/vitals.js', src: '../node_modules/vitals/dist/vitals.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/vendor.js': 60_000,
  'assets/form.js': 20_000,
  'assets/form.css': 1_000,
  'assets/table.js': 30_000,
  'assets/Layout.js': 5_000,
  'assets/login.js': 2_000,
  'assets/home.js': 3_000,
  'assets/vitals.js': 1_500,
  'assets/content-check.worker-iUrJ8Lys.js': 12_000,
};
const size = (file: string) => sizes[file]!;
const login = ['src/Layout.tsx', 'src/login.tsx'];

describe('staticFiles', () => {
  it('follows static imports transitively, counting each file once, with its CSS', () => {
    expect(staticFiles(manifest, ['src/login.tsx']).sort()).toEqual([
      'assets/form.css',
      'assets/form.js',
      'assets/index.js',
      'assets/login.js',
      'assets/vendor.js',
    ]);
  });

  it('does not follow dynamic imports', () => {
    expect(staticFiles(manifest, ['index.html']).sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
  });
});

describe('checkBudgets', () => {
  it('charges the login page for the entry, its layout and route and what they import, not for other routes', () => {
    const report = checkBudgets(manifest, size, { loginPage: 200_000, routeChunk: 10_000 }, login);
    // 40 + 60 + 20 + 1 + 5 + 2 thousand: the table chunk and home are left out.
    expect(report.loginPage.gzipBytes).toBe(128_000);
    expect(report.over).toEqual([]);
  });

  it('measures each lazily loaded module by its own chunk alone', () => {
    const report = checkBudgets(manifest, size, { loginPage: 200_000, routeChunk: 10_000 }, login);
    expect(report.routeChunks.map((row) => [row.name, row.gzipBytes])).toEqual([
      ['src/Layout.tsx', 5_000],
      ['src/home.tsx', 3_000],
      ['src/login.tsx', 2_000],
      // A library loaded lazily is named from its node_modules folder on.
      ['node_modules/vitals/dist/vitals.js', 1_500],
    ]);
  });

  it('reports a login page one byte over its budget, and one exactly at it as within', () => {
    expect(checkBudgets(manifest, size, { loginPage: 127_999, routeChunk: 10_000 }, login).over.map((row) => row.name)).toEqual(['/portal/login']);
    expect(checkBudgets(manifest, size, { loginPage: 128_000, routeChunk: 10_000 }, login).over).toEqual([]);
  });

  it('reports each route chunk over its budget', () => {
    const report = checkBudgets(manifest, size, { loginPage: 200_000, routeChunk: 2_500 }, login);
    expect(report.over.map((row) => row.name)).toEqual(['src/Layout.tsx', 'src/home.tsx']);
  });

  it("charges a login module the build put in the entry's chunk nothing beyond the entry", () => {
    const report = checkBudgets(manifest, size, { loginPage: 200_000, routeChunk: 10_000 }, ['src/Layout.tsx', 'src/sign-in.tsx']);
    // 40 + 60 thousand for the entry, 5 + 20 + 1 for the layout: sign-in has no file of its own.
    expect(report.loginPage.gzipBytes).toBe(126_000);
  });

  it('measures each web worker, which the manifest does not list, on its own against the lazily loaded chunks’ budget', () => {
    const workers = workerFiles(['assets/index.js', 'assets/content-check.worker-iUrJ8Lys.js', 'assets/home.js', 'index.html']);
    expect(workers).toEqual(['assets/content-check.worker-iUrJ8Lys.js']);
    const report = checkBudgets(manifest, size, { loginPage: 200_000, routeChunk: 10_000 }, login, workers);
    expect(report.routeChunks[0]).toEqual({ name: 'content-check.worker (web worker)', files: workers, gzipBytes: 12_000, budget: 10_000 });
    expect(report.over.map((row) => row.name)).toEqual(['content-check.worker (web worker)']);
    // Nothing of it is charged to the login page.
    expect(report.loginPage.gzipBytes).toBe(128_000);
  });

  it('fails when a static import names a chunk the manifest lacks', () => {
    const broken: Manifest = { ...manifest, 'src/login.tsx': { ...manifest['src/login.tsx']!, imports: ['_gone.js'] } };
    expect(() => checkBudgets(broken, size, { loginPage: 200_000, routeChunk: 10_000 }, login)).toThrow(/_gone\.js/);
  });
});

describe('formatReport', () => {
  it('prints one row per measure with its size, budget and verdict in KB', () => {
    const report = checkBudgets(manifest, size, { loginPage: 100_000, routeChunk: 10_000 }, login);
    const lines = formatReport(report, size).split('\n');
    expect(lines[1]).toMatch(/^\/portal\/login\s+128\.0 KB\s+100\.0 KB\s+OVER$/);
    expect(lines[2]).toMatch(/^src\/Layout\.tsx\s+5\.0 KB\s+10\.0 KB\s+ok$/);
  });
});

describe('lazyOnlyProblems', () => {
  const picker = 'src/picker.tsx';
  const withPicker = (changes: Partial<Manifest>): Manifest => ({
    ...manifest,
    'src/form.tsx': { file: 'assets/form-route.js', src: 'src/form.tsx', isDynamicEntry: true, imports: ['index.html'], dynamicImports: [picker] },
    [picker]: { file: 'assets/picker.js', src: picker, isDynamicEntry: true, imports: ['_vendor.js'] },
    ...changes,
  });

  it('passes a module only ever imported on demand', () => {
    expect(lazyOnlyProblems(withPicker({}), [picker])).toEqual([]);
  });

  it('names the chunks that import it statically, and a module that is no chunk of its own or missing', () => {
    const statically = withPicker({ 'src/home.tsx': { file: 'assets/home.js', src: 'src/home.tsx', isDynamicEntry: true, imports: ['_table.js', picker] } });
    expect(lazyOnlyProblems(statically, [picker])).toEqual(['src/picker.tsx is imported statically by src/home.tsx']);
    expect(lazyOnlyProblems(withPicker({ [picker]: { file: 'assets/picker.js', src: picker } }), [picker])).toEqual(['src/picker.tsx is not loaded on demand']);
    expect(lazyOnlyProblems(manifest, [picker])).toEqual(['src/picker.tsx is not in the build']);
  });
});

describe('missingCopies', () => {
  it('names the scripts, styles and fonts of 1 KB or more that lack a brotli or a gzip copy', () => {
    const files = new Map([
      ['app-1.js', 50_000],
      ['app-1.js.br', 9_000],
      ['app-1.js.gz', 11_000],
      ['route-2.js', 4_000],
      ['route-2.js.gz', 1_200],
      ['style-3.css', 2_000],
      ['font-4.ttf', 80_000],
      ['font-4.ttf.br', 40_000],
      ['font-4.ttf.gz', 45_000],
      ['tiny-5.js', 1_023],
      ['logo-6.png', 30_000],
    ]);
    expect(missingCopies(files)).toEqual(['route-2.js', 'style-3.css']);
  });

  it('asks nothing of a build with every copy', () => {
    expect(
      missingCopies(
        new Map([
          ['a.js', 1_024],
          ['a.js.br', 500],
          ['a.js.gz', 600],
        ]),
      ),
    ).toEqual([]);
  });
});

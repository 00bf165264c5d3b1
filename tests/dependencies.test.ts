import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// What the project runs must run on its Node (the machine's, Node 20): every production package
// in the lock accepts it, the lock agrees with the package files (`npm ls`), and every package a
// file imports is declared by its workspace, so nothing works only because another workspace
// happened to install it.
const root = join(import.meta.dirname, '..');

interface PackageFile {
  name?: string;
  workspaces?: string[];
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface LockEntry {
  version?: string;
  dev?: boolean;
  link?: boolean;
  engines?: { node?: string } | string[];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const rootPackage = readJson<PackageFile>('package.json');
const workspaces = rootPackage.workspaces ?? [];
const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
const nodeFloor = semver.minVersion(rootPackage.engines?.node ?? '')?.version ?? '';

/** Lock entries installed for production: what `npm ci --omit=dev` installs. */
const production = Object.entries(lock.packages).filter(([path, entry]) => path.includes('node_modules/') && !entry.dev && !entry.link);

describe('dependencies within Node 20', () => {
  it('names one Node line in .nvmrc, the root package and every workspace', () => {
    expect(nodeFloor).toMatch(/^20\./);
    expect(readFileSync(join(root, '.nvmrc'), 'utf8').trim()).toBe(String(semver.major(nodeFloor)));
    for (const workspace of workspaces) expect(readJson<PackageFile>(`${workspace}/package.json`).engines?.node, workspace).toBe(rootPackage.engines?.node);
  });

  it('installs no production package that asks for a newer Node', () => {
    const refusing = production
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !semver.satisfies(nodeFloor, range);
      })
      .map(([path, entry]) => `${path}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('installs one copy of each @graphql-tools package for production', () => {
    const copies = new Map<string, string[]>();
    for (const [path, entry] of production) {
      const name = /node_modules\/(@graphql-tools\/[^/]+)$/.exec(path)?.[1];
      if (name) copies.set(name, [...(copies.get(name) ?? []), `${entry.version}`]);
    }
    expect(copies.size).toBeGreaterThan(0);
    for (const [name, versions] of copies) expect(versions, name).toHaveLength(1);
  });

  it('has a lock that agrees with every package file (npm ls --omit=dev exits 0)', () => {
    const ls = spawnSync('npm', ['ls', '--omit=dev'], { cwd: root, encoding: 'utf8' });
    expect(ls.stderr).not.toMatch(/ERR|invalid|missing/);
    expect(ls.status).toBe(0);
  });
});

const builtins = new Set(builtinModules);
const sourceFile = /\.(ts|tsx|mjs|js)$/;
const skipped = new Set(['node_modules', 'dist', '.screenshots']);
/**
 * A workspace's production code is its src/ folder, less tests, benchmarks and their support;
 * everything else (tests, benchmarks, build configuration and plugins) may use development
 * dependencies, as may a workspace that is tests alone.
 */
const productionCode = /^src\//;
const testCode = /(^|\/)(tests?|bench)\/|\.(test|bench)\.tsx?$|test-support\.tsx?$/;
const testWorkspaces = new Set(['e2e']);

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, into);
    else if (sourceFile.test(name)) into.push(path);
  }
  return into;
}

const importPatterns = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /createRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The packages a file imports (type-only imports flagged), by package name. */
function importsOf(text: string): { name: string; typeOnly: boolean }[] {
  const found: { name: string; typeOnly: boolean }[] = [];
  for (const pattern of importPatterns) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.includes(':')) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      // A string that only looks like an import (inside a regular expression) names no package.
      if (builtins.has(name) || !/^(@[\w.-]+\/)?[\w.-]+$/.test(name)) continue;
      found.push({ name, typeOnly: /^(import|export)\s+type\s/.test(match[0]) });
    }
  }
  return found;
}

describe('every import declared', () => {
  const rootDeclared = new Set(Object.keys({ ...rootPackage.dependencies, ...rootPackage.devDependencies }));
  const workspaceNames = new Set(workspaces.map((workspace) => readJson<PackageFile>(`${workspace}/package.json`).name));

  it.each(workspaces)('%s declares what its files import (production code in dependencies)', (workspace) => {
    const manifest = readJson<PackageFile>(`${workspace}/package.json`);
    const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
    const development = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
    const undeclared: string[] = [];
    for (const file of sourceFiles(join(root, workspace))) {
      const path = relative(join(root, workspace), file);
      const devFile = testWorkspaces.has(workspace) || !productionCode.test(path) || testCode.test(path);
      for (const { name, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        // Tools every workspace shares (the test runner, TypeScript) are the root's.
        if (devFile && rootDeclared.has(name)) continue;
        if ((devFile || typeOnly ? development : runtime).has(name)) continue;
        undeclared.push(`${workspace}/${path}: ${name}${development.has(name) ? ' (only a devDependency)' : ''}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('the repository-wide files import only root dependencies and workspaces', () => {
    const files = ['tests', 'scripts']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .concat(['vitest.config.ts', 'eslint.config.js'].map((file) => join(root, file)));
    const undeclared = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(({ name }) => !rootDeclared.has(name) && !workspaceNames.has(name))
        .map(({ name }) => `${relative(root, file)}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});

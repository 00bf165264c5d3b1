import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: code, comments and docs cite its own docs/ pages, never a
// document outside it (a specification, decisions kept elsewhere, an issue tracker, notes) that a
// reader of a fresh clone cannot open (docs/README.md).
const root = join(import.meta.dirname, '..');

const folders = ['gateway', 'web', 'sandbox', 'launcher', 'e2e', 'schema', 'scripts', 'tests', 'docs', 'deploy'];
const rootFiles = ['README.md', 'eslint.config.js', 'vitest.config.ts', 'codegen.yml', 'Dockerfile', 'docker-compose.yml', '.env.example'];
/** Built or generated, not written: their words are the tools'. */
const skipped = new Set(['node_modules', 'dist', 'generated', 'gql', 'released']);
const written = /\.(ts|tsx|js|mjs|cjs|json|md|graphql|yml|yaml|cfg|css|html)$/;

/** A citation of something outside the repository, and how to recognise it. */
const outsideCitations: { what: string; pattern: RegExp }[] = [
  { what: 'a section of a specification', pattern: /\bsections? \d|§/i },
  // `spec` alone may be a name in code (the upstream contract's 'spec' calls); prose about the spec is caught.
  { what: 'the specification', pattern: /\bthe spec\b|\bspec's\b|\(spec\b|\bspec (issue|text|order|field|words)|portal-spec/i },
  { what: 'a ruling', pattern: /\brulings?\b/i },
  { what: 'the shared demo accounts', pattern: /sandbox-accounts/i },
  { what: 'a file outside the repository', pattern: /\/work\/|shared\/(spec|sandbox-accounts|hooks)\b/i },
  { what: 'an issue', pattern: /\bissues? ?#?\d+|notes\/issue/i },
];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (written.test(entry.name)) yield path;
  }
}

const thisFile = relative(root, import.meta.filename);

/** Every line of the repository's own writing that cites something outside it, as `file:line: text`. */
function citationsOutside(): string[] {
  const paths = [...folders.flatMap((folder) => [...files(join(root, folder))]), ...rootFiles.map((file) => join(root, file))];
  const found: string[] = [];
  for (const path of paths) {
    const file = relative(root, path);
    if (file === thisFile) continue;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // a root file this checkout does not have
    }
    text.split('\n').forEach((line, index) => {
      const hit = outsideCitations.find(({ pattern }) => pattern.test(line));
      if (hit) found.push(`${file}:${index + 1}: ${hit.what}: ${line.trim()}`);
    });
  }
  return found;
}

describe('citations', () => {
  it('cite nothing outside the repository; docs/ says it in its own words', () => {
    expect(citationsOutside()).toEqual([]);
  });

  it('would find such a citation', () => {
    const examples = ['// spec section 5', '/** ruling 1 */', 'see ../shared/sandbox-accounts.md', '(issue 13)', '§ 9', "in the spec's words"];
    for (const example of examples)
      expect(
        outsideCitations.some(({ pattern }) => pattern.test(example)),
        example,
      ).toBe(true);
    // The gateway's own shared state is not outside anything.
    expect(outsideCitations.some(({ pattern }) => pattern.test("import { memoryState } from '../shared/shared-state';"))).toBe(false);
  });

  it('has docs/ linked from the README', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toMatch(/\]\(docs\/README\.md\)/);
  });
});

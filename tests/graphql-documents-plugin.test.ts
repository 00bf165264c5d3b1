import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, print } from 'graphql';
import { addDocumentSources, documentBodies, documentNames, replaceDocumentCalls, withSource } from '../web/graphql-documents-plugin';

const src = join(import.meta.dirname, '../web/src');
const gqlTs = readFileSync(join(src, 'gql/gql.ts'), 'utf8');
const graphqlTs = readFileSync(join(src, 'gql/graphql.ts'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const refuse = (source: string): never => {
  throw new Error(`unknown document: ${source.trim().split('\n')[0]}`);
};

describe('the generated documents the build plugin reads', () => {
  const names = documentNames(gqlTs);
  const bodies = documentBodies(graphqlTs);

  it('name a document constant for every graphql() call in the web app', () => {
    const calls = sourceFiles(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bgraphql\(`([^`]*)`\)/g)].map((match) => match[1]!));
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) expect(names.get(call), call).toBeDefined();
  });

  it('hold the parsed document of every name', () => {
    expect(names.size).toBeGreaterThan(10);
    for (const name of names.values()) {
      const document = JSON.parse(bodies.get(name) ?? 'null') as { kind: string; definitions: unknown[] } | null;
      expect(document?.kind, name).toBe('Document');
      expect(document?.definitions.length, name).toBeGreaterThan(0);
    }
  });
});

describe('replaceDocumentCalls', () => {
  const names = new Map([
    ['\n  query Home {\n    me { id }\n  }\n', 'HomeDocument'],
    ['\n  fragment Plan_plan on Plan { id }\n', 'Plan_PlanFragmentDoc'],
  ]);
  const module = [
    "import { useQuery } from '@apollo/client/react';",
    "import { graphql } from '../../gql/gql';",
    'export const Plan = graphql(`',
    '  fragment Plan_plan on Plan { id }',
    '`);',
    'export const Home = graphql(`',
    '  query Home {',
    '    me { id }',
    '  }',
    '`);',
    'export const useHome = () => useQuery(Home);',
  ].join('\n');

  it('puts an import of each document alone in place of its call, keeping every line where it was', () => {
    const replaced = replaceDocumentCalls(module, names, refuse)!;
    const lines = replaced.split('\n');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('export const Plan = (__graphqlDocument_Plan_PlanFragmentDoc');
    expect(lines[5]).toBe('export const Home = (__graphqlDocument_HomeDocument');
    expect(lines[10]).toBe('export const useHome = () => useQuery(Home);');
    expect(lines.slice(11).filter(Boolean)).toEqual([
      'import __graphqlDocument_Plan_PlanFragmentDoc from "\\u0000portal-graphql-document:Plan_PlanFragmentDoc";',
      'import __graphqlDocument_HomeDocument from "\\u0000portal-graphql-document:HomeDocument";',
    ]);
  });

  it('leaves a module without calls alone', () => {
    expect(replaceDocumentCalls("import { graphql } from 'graphql';\nexport const x = 1;", names, refuse)).toBeNull();
  });

  it('refuses a call whose document was not generated', () => {
    expect(() => replaceDocumentCalls('const Q = graphql(`query Unknown { me { id } }`);', names, refuse)).toThrow(
      'unknown document: query Unknown { me { id } }',
    );
  });
});

describe('the source text each document carries', () => {
  const bodies = documentBodies(graphqlTs);
  type WithSource = { kind: string; definitions: unknown[]; loc: { start: number; end: number; source: { body: string } } };

  it('is the document itself, printed, fragments included, where graphql-tag puts it', () => {
    for (const [name, body] of bodies) {
      const document = JSON.parse(withSource(body)) as WithSource;
      const { loc, ...rest } = document;
      expect(rest, name).toEqual(JSON.parse(body));
      expect(print(parse(loc.source.body)), name).toBe(print(parse(print(rest as never))));
      expect(loc.end, name).toBe(loc.source.body.length);
    }
    const signIn = JSON.parse(withSource(bodies.get('SignInDocument')!)) as WithSource;
    expect(signIn.loc.source.body).toMatch(/^mutation SignIn\(/);
    expect(signIn.loc.source.body).toContain('fragment SessionUser_session on SessionUser {');
  });

  it('is given to every document of graphql.ts, leaving every other line as it was', () => {
    const withSources = addDocumentSources(graphqlTs);
    expect(withSources.split('\n').length).toBe(graphqlTs.split('\n').length);
    const added = documentBodies(withSources);
    expect([...added.keys()]).toEqual([...bodies.keys()]);
    for (const [name, body] of added) expect((JSON.parse(body) as Partial<WithSource>).loc?.source.body, name).toBeTruthy();
  });
});

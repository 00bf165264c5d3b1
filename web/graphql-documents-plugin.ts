import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

// The client preset's `graphql()` looks each document up in one map holding every document of the
// app (src/gql/gql.ts), and all documents are constants of one module (src/gql/graphql.ts). A
// bundler keeps a module whole in one chunk, so every screen's queries rode along with the first
// page, login included, and grew with each screen. At build time this plugin replaces each
// `graphql(`...`)` call with an import of that document alone, served as a module of its own, so a
// document lands in the chunk of the screen that uses it. Development and unit tests keep the
// preset's runtime lookup, which gives the same documents.
//
// Every document also carries its source text, where graphql-tag puts it (`loc.source.body`), in
// every mode: the public pages send their few requests without Apollo Client (lib/gateway-request.ts),
// and printing the document in the browser would take graphql's printer, some 4.7 KB gzip, to the
// login page. The text is printed here, once, from the document itself, fragments included.

const documentModule = '\0portal-graphql-document:';

/** Maps each document's source text to the name of its constant, read from the generated gql.ts. */
export function documentNames(gqlTs: string): Map<string, string> {
  const start = gqlTs.search(/^const documents(: \w+)? = \{$/m);
  if (start < 0) throw new Error('gql.ts has no documents map: has the codegen client preset changed its output?');
  const block = gqlTs.slice(start, gqlTs.indexOf('\n};', start));
  const names = new Map<string, string>();
  for (const match of block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) names.set(JSON.parse(match[1]!) as string, match[2]!);
  return names;
}

/** Maps each document constant's name to its object literal, read from the generated graphql.ts. */
export function documentBodies(graphqlTs: string): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const match of graphqlTs.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) bodies.set(match[1]!, match[2]!);
  return bodies;
}

/** A document's object literal (JSON, as codegen writes it) with its printed source added as `loc`. */
export function withSource(body: string): string {
  const document = JSON.parse(body) as DocumentNode;
  const text = print(document);
  const loc = { start: 0, end: text.length, source: { body: text, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } } };
  return JSON.stringify({ ...document, loc });
}

const documentConstant = /^(export const \w+ = )(\{.*\})( as unknown as DocumentNode<.*>;)$/gm;

/** The generated graphql.ts with every document carrying its source. */
export function addDocumentSources(graphqlTs: string): string {
  return graphqlTs.replace(documentConstant, (_, head: string, body: string, tail: string) => head + withSource(body) + tail);
}

/**
 * The module's code with each `graphql(`...`)` call replaced by its own document's import, or null
 * when it has none. Line breaks inside a call are kept, so every other line stays where it was.
 */
export function replaceDocumentCalls(code: string, names: Map<string, string>, onUnknown: (source: string) => never): string | null {
  if (!code.includes('graphql(`')) return null;
  const used = new Set<string>();
  const replaced = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, source: string) => {
    const name = names.get(source) ?? onUnknown(source);
    used.add(name);
    return `(${localName(name)}${'\n'.repeat(call.split('\n').length - 1)})`;
  });
  // The lookup function is no longer called; dropping its import leaves the map unreferenced.
  const withoutLookup = replaced.replace(/^import \{ graphql \} from '[^']*\/gql\/gql';$/m, '');
  const imports = [...used].map((name) => `import ${localName(name)} from ${JSON.stringify(documentModule + name)};`);
  // Imports are hoisted wherever they stand, so they go last and no line number moves.
  return `${withoutLookup}\n${imports.join('\n')}`;
}

const localName = (name: string) => `__graphqlDocument_${name}`;

export function graphqlDocuments(gqlDir: string): Plugin {
  let names: Map<string, string> | undefined;
  let bodies: Map<string, string> | undefined;
  return {
    name: 'portal:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(documentModule) ? id : null),
    load(id) {
      if (!id.startsWith(documentModule)) return null;
      bodies ??= documentBodies(readFileSync(join(gqlDir, 'graphql.ts'), 'utf8'));
      const name = id.slice(documentModule.length);
      const body = bodies.get(name);
      if (!body) this.error(`src/gql/graphql.ts has no document ${name}: run npm run codegen`);
      return `export default ${withSource(body)};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir)) return null;
      names ??= documentNames(readFileSync(join(gqlDir, 'gql.ts'), 'utf8'));
      const replaced = replaceDocumentCalls(code, names, () => this.error(`A graphql() call in ${id} has no generated document: run npm run codegen`));
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}

/** Gives the documents of the generated graphql.ts their source text, in development and tests too (see the top of this file). */
export function graphqlDocumentSources(gqlDir: string): Plugin {
  const graphqlTs = join(gqlDir, 'graphql.ts');
  return {
    name: 'portal:graphql-document-sources',
    enforce: 'pre',
    transform: (code, id) => (id.split('?')[0] === graphqlTs ? { code: addDocumentSources(code), map: null } : null),
  };
}

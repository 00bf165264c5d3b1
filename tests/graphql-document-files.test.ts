import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's GraphQL documents have one place (docs/architecture.md): a `-documents.ts` file beside
// the module that uses them, holding documents and nothing else. A `graphql()` call anywhere else,
// or code in a documents file, fails here.

const webSrc = new URL('../web/src/', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' && folder === webSrc.replace(/\/$/, '') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isDocumentsFile = (path: string) => path.endsWith('-documents.ts');
const graphqlCall = /\bgraphql\(`/;

/** What a documents file holds beyond `graphql` imported from the codegen output, its documents and their comments. */
function beyondDocuments(text: string): string {
  return text
    .replace(/^import \{ graphql \} from '(?:\.\.\/)+gql\/gql';$/m, '')
    .replace(/^export const \w+ = graphql\(`[^`]*`\);$/gm, '')
    .replace(/\/\*\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .trim();
}

/** The problems of a tree of files (path to text): documents out of place, or code beside them. */
function documentPlacementProblems(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([path, text]) => {
    if (!isDocumentsFile(path)) return graphqlCall.test(text) ? [`${path} calls graphql(): its documents belong in a -documents.ts file beside it`] : [];
    const rest = beyondDocuments(text);
    if (rest) return [`${path} holds more than documents: ${rest.split('\n')[0]}`];
    return graphqlCall.test(text) ? [] : [`${path} holds no document`];
  });
}

describe("the web's GraphQL documents", () => {
  it('are each in a -documents.ts file that holds documents only', () => {
    const files = new Map(sourceFiles(webSrc.replace(/\/$/, '')).map((path) => [relative(webSrc, path), readFileSync(path, 'utf8')]));
    expect(files.size).toBeGreaterThan(100);
    expect(documentPlacementProblems(files)).toEqual([]);
  });

  it('are found out of place: inline in a screen, or with code in a documents file', () => {
    const document = 'export const HomeQuery = graphql(`\n  query Home {\n    me {\n      id\n    }\n  }\n`);';
    const files = new Map([
      ['features/home/home-route.tsx', `import { graphql } from '../../gql/gql';\n\nconst HomeQuery = graphql(\`query Home { me { id } }\`);\n`],
      ['features/home/home-documents.ts', `import { graphql } from '../../gql/gql';\n\n/** The home page. */\n${document}\n`],
      ['features/shop/shop-documents.ts', `import { graphql } from '../../gql/gql';\n\n${document}\n\nexport const rate = 0.2;\n`],
      ['features/shop/shop-route.tsx', "import { HomeQuery } from '../home/home-documents';\n"],
    ]);
    expect(documentPlacementProblems(files)).toEqual([
      'features/home/home-route.tsx calls graphql(): its documents belong in a -documents.ts file beside it',
      'features/shop/shop-documents.ts holds more than documents: export const rate = 0.2;',
    ]);
  });
});

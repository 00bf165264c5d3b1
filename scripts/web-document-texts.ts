// The text Apollo Client sends for each of the web app's GraphQL documents: its own printing of
// the document once its cache has added `__typename` to every selection. The gateway parses and
// validates these texts as it starts (gateway/src/web-app-documents.ts), so that a document's
// first request finds it ready; tests/web-document-texts.test.ts holds the two in step.
import { InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import * as generated from '../web/src/gql/graphql';

/** The texts, sorted (however the generated module lists its documents), none twice. */
export function webDocumentTexts(): string[] {
  const cache = new InMemoryCache();
  const documents = Object.entries(generated).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'));
  return [...new Set(documents.map(([, document]) => print(cache.transformDocument(document))))].sort();
}

/** The module `npm run codegen` writes: the texts as the gateway imports them. */
export function webDocumentsModule(): string {
  return [
    '// Written by `npm run codegen` (scripts/web-document-texts.ts): the text Apollo Client sends for each',
    "// of the web app's GraphQL documents, which the gateway parses and validates as it starts.",
    `export const webDocumentTexts: readonly string[] = ${JSON.stringify(webDocumentTexts(), null, 2)};`,
    '',
  ].join('\n');
}

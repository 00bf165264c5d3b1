// Writes gateway/src/generated/web-documents.ts, the texts Apollo Client sends for the web app's
// documents. `npm run codegen` runs it after the types; tests/web-document-texts.test.ts fails
// while the committed file is stale.
import { writeFileSync } from 'node:fs';
import { webDocumentsModule } from './web-document-texts';

writeFileSync(new URL('../gateway/src/generated/web-documents.ts', import.meta.url), webDocumentsModule());

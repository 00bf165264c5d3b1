// Writes the schema's SDL to schema.graphql at the repository's root: the text GET
// /graphql/schema.graphql answers. `npm run codegen` runs it; tests/schema-file.test.ts fails while
// the committed file is stale.
import { writeFileSync } from 'node:fs';
import { schemaText } from '../gateway/src/explorer/schema-file';
import { createSchema } from '../gateway/src/schema';

writeFileSync(new URL('../schema.graphql', import.meta.url), schemaText(createSchema()));

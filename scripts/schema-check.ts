// `npm run schema:check`: compares the schema (schema/*.graphql) with the last released one
// (schema/released/schema.graphql), prints its breaking, dangerous and safe changes, and fails on a
// breaking change that was not first deprecated with a reason and recorded in schema/CHANGELOG.md.
// docs/schema-changes.md explains the rules and how a release is made.
//
// Options, for checking other files (tests/schema-check.test.ts does): --released FILE, --current
// FILE (SDL; default the schema the gateway serves), --changelog FILE.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSchema } from 'graphql';
import { formatSchemaChanges, schemaChanges } from './schema-changes';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    released: { type: 'string', default: `${root}schema/released/schema.graphql` },
    current: { type: 'string' },
    changelog: { type: 'string', default: `${root}schema/CHANGELOG.md` },
  },
});

const released = buildSchema(readFileSync(values.released, 'utf8'));
// The gateway's schema brings every resolver of the gateway, and Apollo and the upstream clients
// with them: loaded only when it is the schema checked, not for a --current file.
const current = values.current ? buildSchema(readFileSync(values.current, 'utf8')) : (await import('../gateway/src/schema')).createSchema();
const changes = await schemaChanges(released, current, readFileSync(values.changelog, 'utf8'));

const releasedName = relative(root, values.released);
console.log(formatSchemaChanges(changes, releasedName.startsWith('..') ? values.released : releasedName));
if (changes.refused.length > 0) {
  console.error(
    `\nschema:check failed: ${changes.refused.length} breaking change(s) not allowed: ${changes.refused.map((judged) => judged.change.path ?? judged.change.message).join(', ')}`,
  );
  console.error('Deprecate the element with a reason in a release first, then remove it and record it in schema/CHANGELOG.md (docs/schema-changes.md).');
  process.exit(1);
}

import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../gateway/src/schema';
import { readErrorCodes } from '../web/src/lib/api-error-codes';

// Every error code documented in the three places integrators read: the schema, the developers'
// guide (which shows the schema's words) and docs/api-errors.md.

const schemaCodes = (() => {
  const type = buildSchema(loadTypeDefs().join('\n')).getType('ErrorCode');
  if (!isEnumType(type)) throw new Error('schema/ has no enum ErrorCode');
  return type.getValues().map((value) => [value.name, (value.description ?? '').replace(/\s+/g, ' ').trim()]);
})();

describe('the error codes', () => {
  it('are each described in the schema', () => {
    for (const [code, meaning] of schemaCodes) expect(meaning.length, code).toBeGreaterThan(20);
  });

  it("reach the developers' guide as the schema words them", () => {
    expect(readErrorCodes(readFileSync(new URL('../schema/errors.graphql', import.meta.url), 'utf8'))).toEqual(schemaCodes);
  });

  it('are each explained in docs/api-errors.md', () => {
    const page = readFileSync(new URL('../docs/api-errors.md', import.meta.url), 'utf8');
    for (const [code] of schemaCodes) expect(page, code).toContain(`| \`${code}\` |`);
  });
});

import { specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryProtection } from '../gateway/src/limits/query-limits';
import { createSchema } from '../gateway/src/schema';
import * as generated from '../web/src/gql/graphql';

// Every operation the web app sends, as codegen compiled it.
const documents = Object.entries(generated).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'));

describe("the gateway's query limits", () => {
  const schema = createSchema();
  const { validationRules } = queryProtection({ showSuggestions: false });

  it('find the web app operations to check', () => {
    expect(documents.map(([name]) => name)).toEqual(expect.arrayContaining(['ShellDocument', 'EmailValidationDocument', 'SignInDocument']));
  });

  it.each(documents)('never refuse what the web app itself sends: %s', (_name, document) => {
    expect(validate(schema, document, [...specifiedRules, ...validationRules]).map((error) => error.message)).toEqual([]);
  });
});

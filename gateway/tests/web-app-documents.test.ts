import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import { webDocumentTexts } from '../src/generated/web-documents';
import { queryProtection } from '../src/limits/query-limits';
import { createSchema } from '../src/schema';
import { webAppDocuments } from '../src/web-app-documents';

const schema = createSchema();
const protection = queryProtection({ showSuggestions: false });
const searchText = webDocumentTexts.find((text) => text.startsWith('query AddressSuggestions('));
const otherText = 'query Other { __typename }';
const invalidText = 'query Invalid { noSuchField }';

/** An Apollo server with the prepared store, counting the texts it had to parse itself. */
async function serverWith(texts: readonly string[]) {
  const documents = webAppDocuments(schema, protection, texts);
  await documents.prepare(() => false);
  const parsed: string[] = [];
  const counting: ApolloServerPlugin = {
    requestDidStart: async () => ({
      parsingDidStart: async ({ source }) => {
        parsed.push(source);
      },
    }),
  };
  const server = new ApolloServer({
    schema,
    documentStore: documents.store,
    plugins: [...protection.plugins, counting],
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
  });
  await server.start();
  return { server, parsed };
}

describe("the web app's documents, parsed and validated as the gateway starts", () => {
  it('include the address search the look-up screen sends', () => {
    expect(searchText).toContain('__typename');
  });

  it("spare a web app text's first request its parse, and leave any other text to Apollo", async () => {
    const { server, parsed } = await serverWith([searchText ?? '', invalidText]);
    try {
      await server.executeOperation({ query: searchText, variables: { accountId: '1', dataset: 'uk-paf', text: '' } });
      await server.executeOperation({ query: otherText });
      expect(parsed).toEqual([otherText]);
    } finally {
      await server.stop();
    }
  });

  it('keep out a text that fails validation, which Apollo then refuses as before', async () => {
    const { server, parsed } = await serverWith([invalidText]);
    try {
      const answer = await server.executeOperation({ query: invalidText });
      expect(parsed).toEqual([invalidText]);
      expect(answer.body.kind === 'single' && answer.body.singleResult.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      await server.stop();
    }
  });
});

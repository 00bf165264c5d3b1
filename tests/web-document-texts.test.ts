import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webDocumentTexts } from '../gateway/src/generated/web-documents';
import { webDocumentsModule } from '../scripts/web-document-texts';
import { AddressSuggestionsQuery } from '../web/src/features/applications/address-lookup/address-search-documents';
import { createApolloClient } from '../web/src/lib/apollo/client';

// The gateway prepares Apollo's parsed document for each text in gateway/src/generated/web-documents.ts
// as it starts (docs/request-path.md, "The first address search"); that only helps while the texts are
// exactly what the web app's Apollo Client sends.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the web app's document texts the gateway prepares", () => {
  it('are up to date with the web documents (run `npm run codegen` after changing one)', async () => {
    const committed = await readFile(new URL('../gateway/src/generated/web-documents.ts', import.meta.url), 'utf8');
    expect(committed).toBe(webDocumentsModule());
  });

  it("hold the very text the portal's Apollo Client sends for an address search", async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { query: string }).query);
      const data = { addressSuggestions: { __typename: 'AddressSuggestions', text: 'hig', suggestions: [], failure: null } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    });
    const client = createApolloClient({ token: () => 'a token', onUnauthenticated: () => undefined });
    await client.query({ query: AddressSuggestionsQuery, variables: { accountId: '103', dataset: 'uk-paf', text: 'hig' } });
    expect(sent).toHaveLength(1);
    expect(webDocumentTexts).toContain(sent[0]);
  });
});

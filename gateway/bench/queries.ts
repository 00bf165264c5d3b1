import { getJson } from './http';
import type { LoadRequest } from './load';

/** Acme Main, which owner@acme.example may search; its plan includes the uk dataset. */
export const ACCOUNT_ID = '103';
export const DATASET = 'uk-paf';
export const USER = 'owner@acme.example';
export const PASSWORD = 'Passw0rd!';

export const SIGN_IN = 'mutation SignIn($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt } }';

export const SUGGEST =
  'query Suggest($accountId: ID!, $dataset: ID!, $text: String!) { addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text) { suggestions { id } failure { code message } } }';

/** The variables of SUGGEST for one typed text. */
export function suggestVariables(text: string): Record<string, string> {
  return { accountId: ACCOUNT_ID, dataset: DATASET, text };
}

/** SUGGEST for one typed text as a load request to a gateway's /graphql, signed in with `jwt`. */
export function suggestRequest(jwt: string, text: string): LoadRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ query: SUGGEST, variables: suggestVariables(text) }),
  };
}

/**
 * The autocomplete call the gateway makes for SUGGEST, path and query string as it sends them
 * (parameters sorted, no `max`, so the service's default of 10 applies both ways).
 */
export function suggestPath(text: string): string {
  return `/autoc/json?${new URLSearchParams({ accId: ACCOUNT_ID, dataset: DATASET, q: text })}`;
}

interface Suggestion {
  id: string;
  text: string;
}

/**
 * Realistic typing: the start of a real address, cut after 3 to 24 characters, never twice the
 * same, so the gateway's request cache never answers one of them.
 */
export async function realisticQueries(autocompleteUrl: string, jwt: string, count: number): Promise<string[]> {
  const texts = new Set<string>();
  for (const seed of 'abcdefghijklmnoprstuvwy123456789'.split('')) {
    const url = `${autocompleteUrl}/autoc/json?accId=${ACCOUNT_ID}&dataset=${DATASET}&max=100&q=${seed}`;
    for (const suggestion of await getJson<Suggestion[]>(url, jwt)) texts.add(suggestion.text);
  }
  const pool = [...texts];
  // A fixed stride through the pool and through the cut lengths: the same spread of queries on every run.
  const queries = new Set<string>();
  for (let attempt = 0; queries.size < count && attempt < count * 50; attempt++) {
    const text = pool[(attempt * 7_919) % pool.length] ?? '';
    const cut = text.slice(0, 3 + ((attempt * 13) % 22)).replace(/[\s,]+$/, '');
    if (cut.length >= 2) queries.add(cut);
  }
  if (queries.size < count) throw new Error(`Only ${queries.size} distinct queries could be made`);
  return [...queries];
}

/** Takes the texts off the front of one list, so no two measurements share a text. */
export class TextSupply {
  #next = 0;
  constructor(private readonly texts: readonly string[]) {}

  take(count: number): string[] {
    const taken = this.texts.slice(this.#next, this.#next + count);
    if (taken.length < count) throw new Error(`The bench made too few distinct texts (${this.texts.length})`);
    this.#next += count;
    return taken;
  }
}

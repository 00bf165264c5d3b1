import type { SessionUser } from '../lib/session/session-user';

// The address lookup example names a dataset, and the look-up services refuse one the account's
// territory lacks ("That dataset is not available to this account"): the guide's uk-paf failed
// for every australia account. The explorer puts in the account's own dataset, asked of the
// gateway as the signed-in person, and what to search for in it.

/** An address dataset as `addressDatasets` gives it. */
export interface ExampleDataset {
  ref: string;
  international: boolean;
}

/** Each territory's own dataset, for when the account's list cannot be read (no account chosen, a failure). */
export const territoryDatasets: Readonly<Record<SessionUser['territory'], string>> = { uk: 'uk-paf', australia: 'au-gnaf' };

/** Something to type that the dataset has addresses for; the guide's own text for the rest. */
export const exampleSearchTexts: Readonly<Record<string, string>> = { 'uk-paf': 'high street manc', 'au-gnaf': 'sydney' };

/** The account's own dataset among those it has: the first that is not the international one. */
export function ownDataset(datasets: readonly ExampleDataset[]): string | null {
  return datasets.find((dataset) => !dataset.international)?.ref ?? null;
}

const DATASETS_QUERY = 'query ExampleDatasets($accountId: ID!) { addressDatasets(accountId: $accountId) { ref international } }';

/**
 * The account's own dataset, asked of the gateway with `send` (the explorer's fetch, which carries
 * the session); null when it cannot tell (a refusal, no answer, none of the account's own).
 */
export async function accountDataset(accountId: string, send: typeof fetch): Promise<string | null> {
  try {
    const answer = await send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: DATASETS_QUERY, variables: { accountId } }),
    });
    if (!answer.ok) return null;
    const { data } = (await answer.json()) as { data?: { addressDatasets?: ExampleDataset[] } | null };
    return data?.addressDatasets ? ownDataset(data.addressDatasets) : null;
  } catch {
    return null;
  }
}

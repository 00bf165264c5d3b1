import type { GraphQLExample } from '../lib/api-examples';
import { storageKeys } from '../lib/storage-keys';
import type { SessionUser } from '../lib/session/session-user';

/** What the explorer puts in a tab's editors for an example. */
export interface ExampleTab {
  query: string;
  /** The variables as the editor shows them (JSON). */
  variables: string;
}

/** Stands for the account's id where the explorer cannot tell which account the person uses. */
export const ACCOUNT_ID_PLACEHOLDER = 'your account id';

/**
 * The account the examples are for: the one chosen in the portal in this browser, else the one the
 * session acts for; null for someone who has not used the portal here.
 */
export function exampleAccountId(session: SessionUser | null, storage: Storage = localStorage): string | null {
  if (!session) return null;
  return storage.getItem(storageKeys.currentAccount) ?? session.accountId ?? null;
}

/** An example as a ready tab: its operation, and its variables with the account's id filled in. */
export function exampleTab(example: GraphQLExample, accountId: string | null): ExampleTab {
  const variables = JSON.stringify(
    example.variables ?? {},
    (_key, value: unknown) => (value === '$ACCOUNT_ID' ? (accountId ?? ACCOUNT_ID_PLACEHOLDER) : value),
    2,
  );
  return { query: example.query, variables: variables === '{}' ? '' : variables };
}

import type { GraphQLExample } from '../lib/api-examples';
import { exampleSearchTexts } from './example-dataset';

/** What the explorer puts in a tab's editors for an example. */
export interface ExampleTab {
  query: string;
  /** The variables as the editor shows them (JSON). */
  variables: string;
}

/** Stands for the account's id where the explorer cannot tell which account the person uses. */
export const ACCOUNT_ID_PLACEHOLDER = 'your account id';

/** Whether an example names an address dataset (the guide's, uk-paf), which the explorer fills in for the account. */
export const namesDataset = (example: GraphQLExample) => example.variables !== undefined && 'dataset' in example.variables;

/**
 * An example as a ready tab: its operation, and its variables with the account's id filled in, and
 * the account's own address dataset where the example names one (with something to search for
 * in it: example-dataset.ts).
 */
export function exampleTab(example: GraphQLExample, accountId: string | null, dataset: string | null = null): ExampleTab {
  const variables = JSON.stringify(
    example.variables ?? {},
    (key, value: unknown) => {
      if (value === '$ACCOUNT_ID') return accountId ?? ACCOUNT_ID_PLACEHOLDER;
      if (dataset && key === 'dataset') return dataset;
      if (dataset && key === 'text' && namesDataset(example)) return exampleSearchTexts[dataset] ?? value;
      return value;
    },
    2,
  );
  return { query: example.query, variables: variables === '{}' ? '' : variables };
}

import { pick, useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from '@graphiql/react';
import { graphqlExamples, type GraphQLExample } from '../lib/api-examples';
import { exampleTab, namesDataset, type ExampleTab } from './example-tabs';

/** Wider than a phone: explorer.css lays the explorer out for phones below this. */
export const wideScreen = () => window.matchMedia('(min-width: 721px)').matches;

function ExamplesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true">
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </svg>
  );
}

/**
 * The collection of example operations, one for each service the gateway offers: the developers'
 * guide's own. Each opens in a new tab, its variables filled in for the person's account.
 */
export function examplesPlugin(accountId: () => string | null, datasetOf: (accountId: string | null) => Promise<string | null>): GraphiQLPlugin {
  function ExamplesPanel() {
    const { addTab, setVisiblePlugin } = useGraphiQLActions();
    const { queryEditor, variableEditor } = useGraphiQL(pick('queryEditor', 'variableEditor'));
    const open = (tab: ExampleTab) => {
      addTab();
      queryEditor?.setValue(tab.query);
      variableEditor?.setValue(tab.variables);
      // On a phone the list covers the tab it opened.
      if (!wideScreen()) setVisiblePlugin(null);
    };
    // The account's dataset is asked for when an example needs one, so it follows the account chosen in the portal.
    const openExample = async (example: GraphQLExample) => {
      const account = accountId();
      open(exampleTab(example, account, namesDataset(example) ? await datasetOf(account) : null));
    };
    return (
      <section className="explorer-examples" aria-labelledby="explorer-examples-title">
        <div className="graphiql-doc-explorer-title" id="explorer-examples-title">
          Examples
        </div>
        <p>
          One operation for each service, as the developers’ guide shows them. Each opens in a new tab
          {accountId() ? ' for the account chosen in the portal.' : '; put your account’s id in its variables.'}
        </p>
        <ul>
          {graphqlExamples.map((example) => (
            <li key={example.id}>
              <button type="button" disabled={!queryEditor || !variableEditor} onClick={() => void openExample(example)}>
                <span className="explorer-example-service">{example.service}</span>
                <span>{example.caption}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return { title: 'Examples', icon: ExamplesIcon, content: ExamplesPanel };
}

// The editor's (Monaco's) web workers, bundled by Vite as files of the explorer's own build: the
// JSON worker checks variables and headers, the GraphQL worker the operation against the schema,
// and the editor worker does the rest. Set before GraphiQL loads Monaco, which asks for them.
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

const environment: Environment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
Object.assign(globalThis, { MonacoEnvironment: environment });

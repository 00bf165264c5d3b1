// Monaco's workers first: GraphiQL asks for them as it loads the editor.
import './monaco-workers';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './explorer.css';
import { ExplorerApp } from './explorer-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ExplorerApp />
  </StrictMode>,
);

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from './precompressed-assets.js';

// The GraphQL explorer (GraphiQL) is a page of its own, built apart from the portal: its editor
// (Monaco) and its workers weigh some megabytes, and none of it may reach a portal page or shift
// the portal's chunks. The gateway serves it at /graphql to a browser asking for HTML, and its
// files under /graphql/assets (gateway/src/explorer/explorer-page.ts); it lives in dist/explorer
// so that the portal's build empties it with the rest.
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/',
  // The portal's public files (help pictures, favicon) are the portal build's.
  publicDir: false,
  plugins: [react(), precompressedAssets()],
  build: {
    outDir: 'dist/explorer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: { input: `${import.meta.dirname}/explorer.html` },
  },
  worker: { format: 'es' },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocumentSources, graphqlDocuments } from './graphql-documents-plugin.js';
import { loginPageGroup } from './login-page-chunk.js';
import { precompressedAssets } from './precompressed-assets.js';
import { reactRouterProductionBuild } from './react-router-production.js';

// The portal lives under /portal on the gateway's origin, next to /graphql.
export default defineConfig({
  base: '/portal/',
  plugins: [
    graphqlDocuments(`${import.meta.dirname}/src/gql`),
    graphqlDocumentSources(`${import.meta.dirname}/src/gql`),
    reactRouterProductionBuild(),
    react(),
    precompressedAssets(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // scripts/check-bundle-budget.ts reads which chunks each page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      // Emotion imports hoist-non-react-statics for nothing but its withTheme, which the portal never
      // uses, by a bare import (no names) that the bundler must otherwise keep as a side effect: with
      // it came a second copy of react-is into the login page (0.9 KB of gzip with the package).
      // The package only defines a function, so it has no side effect to keep.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // React, which every page starts with, and Apollo, which every signed-in page starts with,
        // get chunks of their own, which stay cached from one release to the next; what the login
        // page loads besides React gets one too (login-page-chunk.ts says why). Only these: a group
        // holding code some page does not need would make that page load it. A group takes the
        // modules its modules import as well, unless an earlier group took them: the login page's
        // comes before Apollo's so that Apollo's error classes, which the public pages read their
        // failures with (lib/apollo/failure.ts), stay with the login page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: loginPageGroup(import.meta.dirname) },
            { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/portal/config.js': 'http://localhost:4000', '/address-cleanse': 'http://localhost:4000' } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Rendering MUI screens in jsdom takes seconds per test on a busy two-core machine, and half a
    // minute beside another run. The tests wait for outcomes and never race a clock, so this limit
    // only has to catch a test that hangs; Vitest's 5 s turned slow machines red.
    testTimeout: 120_000,
  },
});

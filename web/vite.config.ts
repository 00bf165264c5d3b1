/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal lives under /portal on the gateway's origin, next to /graphql.
export default defineConfig({
  base: '/portal/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/portal/config.js': 'http://localhost:4000' } },
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

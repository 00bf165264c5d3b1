import { defineConfig } from 'vite';
import web from './vite.config.js';

// The web's render benchmark (src/**/*.bench.tsx), run by `npm run bench` and never by `npm test`:
// the web project's own settings (plugins, jsdom, setup) with only the bench files included.
export default defineConfig({
  ...web,
  test: { ...web.test, name: 'web-bench', include: ['src/**/*.bench.tsx'], fileParallelism: false },
});

import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { loginModules } from '../scripts/bundle-budget.js';

// Everything /portal/login loads besides React (the entry and all that the login route and its
// layout import statically) goes in one chunk. Left to itself, the bundler cuts what those modules
// share with other pages into some thirty small chunks, and gzip compresses each file on its own:
// the same code in one file is about 10 KB smaller. Every page loads the entry, so every page loads
// this chunk; what it holds beyond a signed-in page's needs (the tabs and fields of the landing
// pages) is less than the signed-in pages gain from the fewer, better compressed files.
// The modules are the budget's own list (scripts/bundle-budget.ts), so the two cannot drift apart.

/** The name function of a code-splitting group holding the login page's static closure. */
export function loginPageGroup(webRoot: string) {
  const entry = join(webRoot, 'src/main.tsx');
  const lazyModules = loginModules.map((module) => join(webRoot, module));
  // One closure per chunking pass: a pass hands every call the same context.
  const closures = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const closureOf = (ctx: Rolldown.ChunkingContext) => {
    let closure = closures.get(ctx);
    if (!closure) {
      closure = new Set();
      const pending = [entry, ...lazyModules];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
      closures.set(ctx, closure);
    }
    return closure;
  };
  // The lazily loaded modules themselves keep their chunks: the router loads them by route.
  return (id: string, ctx: Rolldown.ChunkingContext) => (closureOf(ctx).has(id) && !lazyModules.includes(id) ? 'login-page' : null);
}

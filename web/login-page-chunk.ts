import { join } from 'node:path';
import { loginModules } from '../scripts/bundle-budget.js';

// Everything /portal/login loads besides React goes in one chunk: the entry, the login route and
// its layout, and all they import statically. Left to itself, the bundler cuts what those modules
// share with other pages into some thirty small chunks, and gzip compresses each file on its own:
// the same code in one file is about 10 KB smaller. The route and the layout are in it too, though
// the router loads them lazily: else the browser could ask for them only once the entry had run,
// a second round trip before the first page anyone opens can show (they are 1.6 KB gzip).
// Every page loads the entry, so every page loads this chunk; what it holds beyond a signed-in
// page's needs (the login form and its fields) is less than those pages gain from fewer, better
// compressed files. The modules are the budget's own list (scripts/bundle-budget.ts), so the two
// cannot drift apart.
//
// The closure does not go through a package's index that gathers many of its parts (@mui/system,
// @mui/material/styles): it names every part, and the parts the rest of the portal uses (MUI's
// Grid, Container, the high-contrast theme with fifteen components' class names) would land here,
// 3.4 KB gzip the login page never runs. The parts the page does use still come: a group takes the
// modules its modules really import, and the bundler sees through an index to the part itself.

/** More parts than one component's index re-exports (the component, its classes, a hook or two). */
const gatheringIndex = { file: /[\\/]node_modules[\\/].*[\\/]index\.m?js$/, parts: 5 };

const isGatheringIndex = (id: string, importedIds: readonly string[]) => gatheringIndex.file.test(id) && importedIds.length > gatheringIndex.parts;

/** What the chunking needs of the module graph: Rolldown's ChunkingContext is one. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules the login page runs first: `starts` and their static imports, not through a gathering index. */
export function loginPageClosure(graph: ModuleGraph, starts: string[]): Set<string> {
  const missing = starts.filter((id) => !graph.getModuleInfo(id));
  if (missing.length) throw new Error(`The login page's ${missing.join(', ')} is not in the build: update loginModules in scripts/bundle-budget.ts`);
  const closure = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    const importedIds = graph.getModuleInfo(id)?.importedIds ?? [];
    if (!isGatheringIndex(id, importedIds)) pending.push(...importedIds);
  }
  return closure;
}

/** The name function of a code-splitting group holding the login page's closure. */
export function loginPageGroup(webRoot: string) {
  const starts = [join(webRoot, 'src/main.tsx'), ...loginModules.map((module) => join(webRoot, module))];
  // One closure per chunking pass: a pass hands every call the same context.
  const closures = new WeakMap<ModuleGraph, Set<string>>();
  const closureOf = (graph: ModuleGraph) => {
    let closure = closures.get(graph);
    if (!closure) {
      closure = loginPageClosure(graph, starts);
      closures.set(graph, closure);
    }
    return closure;
  };
  return (id: string, ctx: ModuleGraph) => (closureOf(ctx).has(id) ? 'login-page' : null);
}

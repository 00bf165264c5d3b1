import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built web app the portal serves by default, which `npm run build` rewrites in place. */
export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A copy of one whole build, for one browser run, and the way to throw it away. */
export interface WebSnapshot {
  dir: string;
  remove: () => Promise<void>;
}

interface ManifestEntry {
  file: string;
  css?: string[];
  assets?: string[];
}

/**
 * A private copy of web/dist for the browser run to serve. The browser tests must see one build from
 * start to end: a build that starts during the run (another session's `npm run build`, or
 * `npm test`'s bundle budget) first deletes web/dist's files, then writes them anew, under new
 * names when any source changed. A page that fetches a lazily loaded chunk in between gets a 404,
 * and where that chunk is one of the app-wide hosts (help tips, session keeper) the whole page goes
 * blank: the signed-in frame that was just shown disappears, menu button and all.
 *
 * A build under way is waited out: the copy is taken again until the manifest did not change while
 * it was copied and every file the manifest names, and index.html, is in it.
 */
export async function snapshotWebDist(source: string = webDist, waitMs = 60_000): Promise<WebSnapshot> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const dir = await mkdtemp(join(tmpdir(), 'portal-e2e-web-'));
    const remove = () => rm(dir, { recursive: true, force: true });
    if (await copyWholeBuild(source, dir)) return { dir, remove };
    await remove();
    if (Date.now() > deadline) {
      throw new Error(`${source} does not hold a whole build (index.html and every file its .vite/manifest.json names): run \`npm run build\``);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function copyWholeBuild(source: string, target: string): Promise<boolean> {
  const manifestPath = '.vite/manifest.json';
  const before = await readOrNull(join(source, manifestPath));
  if (before === null) return false;
  try {
    await cp(source, target, { recursive: true });
  } catch (error) {
    // A file listed at the start of the copy was deleted by a build before it was reached.
    if (isMissingFile(error)) return false;
    throw error;
  }
  if ((await readOrNull(join(source, manifestPath))) !== before) return false;
  const manifest = JSON.parse(before) as Record<string, ManifestEntry>;
  const named = Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])]);
  const present = await Promise.all(['index.html', manifestPath, ...new Set(named)].map((file) => exists(join(target, file))));
  return present.every(Boolean);
}

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissingFile(error)) return false;
    throw error;
  }
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

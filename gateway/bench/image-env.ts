import { readFileSync } from 'node:fs';

// The environment the portal image starts the gateway with: the ENV lines of the Dockerfile's
// `portal` stage. The servers the bench times in processes of their own (the gateway, the plain
// proxy, the least GraphQL server, the soak's gateways) run with it, as production runs them: the
// C library's allocator settings among it decide what an upload costs (docs/request-path.md, "The
// allocator and the upload"). Gateways the bench runs inside its own process (cpu-ab.ts, the
// first search's timeline) cannot be given it.

const dockerfile = new URL('../../Dockerfile', import.meta.url);

/**
 * The variables `stage` of `text` (a Dockerfile) sets with ENV, in the order they are set. Only
 * what this repository's Dockerfile writes is read (NAME=value pairs, no quotes, no `$`); anything
 * else fails loudly rather than being read wrong.
 */
export function stageEnv(text: string, stage: string): Record<string, string> {
  const env: Record<string, string> = {};
  let inStage = false;
  // Docker drops comment lines before it joins continued lines.
  const lines = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n\s*/g, '')
    .split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    const from = /^FROM\s+(?:--\S+\s+)*\S+(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) inStage = from[1] === stage;
    else if (inStage && /^ENV\s/i.test(line)) {
      for (const pair of line.slice(4).trim().split(/\s+/)) {
        const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'\s$]*)$/.exec(pair);
        if (!match)
          throw new Error(`The Dockerfile's ${stage} stage sets "${pair}", which the bench cannot read: write ENV as NAME=value pairs, without quotes or $`);
        env[match[1]!] = match[2]!;
      }
    }
  }
  if (Object.keys(env).length === 0) throw new Error(`The Dockerfile has no ENV in a stage named ${stage}`);
  return env;
}

/** The portal image's environment, read from the repository's Dockerfile. */
export function portalImageEnv(): Record<string, string> {
  return stageEnv(readFileSync(dockerfile, 'utf8'), 'portal');
}

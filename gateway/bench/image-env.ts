import { readFileSync } from 'node:fs';

// The environment the portal image starts the gateway with: the ENV lines of the Dockerfile's
// `portal` stage. Every server the bench times (the gateway, the plain proxy, the least GraphQL
// server) runs with it, so they run as production runs them: the C library's allocator settings
// among it decide what an upload costs (docs/request-path.md, "The allocator and the upload").

const dockerfile = new URL('../../Dockerfile', import.meta.url);

/** The variables `stage` of `text` (a Dockerfile) sets with ENV, in the order they are set. */
export function stageEnv(text: string, stage: string): Record<string, string> {
  const env: Record<string, string> = {};
  let inStage = false;
  for (const line of text.replace(/\\\n\s*/g, '').split('\n')) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?\s*$/i.exec(line.trim());
    if (from) inStage = from[1] === stage;
    else if (inStage && /^ENV\s/i.test(line.trim())) {
      for (const pair of line.trim().slice(4).trim().split(/\s+/)) {
        const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'\s]*)$/.exec(pair);
        if (!match)
          throw new Error(`The Dockerfile's ${stage} stage sets "${pair}", which the bench cannot read: write ENV as NAME=value pairs without quotes`);
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

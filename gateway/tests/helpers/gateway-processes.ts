import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { serviceEnvVars, type RunningSandbox } from '@portal/sandbox';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A production gateway (`gateway/src/main.ts`, as `npm run serve` runs it compiled) in a process of its own. */
export interface GatewayProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it wrote to standard output so far: its JSON log lines. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends it (SIGKILL) if it still runs. */
  kill(): Promise<void>;
}

/** The environment pointing a gateway at every service of `sandbox`. */
export function sandboxServices(sandbox: RunningSandbox, replace: Partial<Record<keyof RunningSandbox['urls'], string>> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, variable] of Object.entries(serviceEnvVars)) {
    const service = name as keyof RunningSandbox['urls'];
    env[variable] = replace[service] ?? sandbox.urls[service];
  }
  return env;
}

/** Starts a gateway with `env` (PORT=0 unless given) and resolves once it says which port it listens on. */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const look = () => {
      const match = /"port":(\d+)/.exec(output);
      if (match) {
        child.stdout.off('data', look);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', look);
    void exited.then((code) => reject(new Error(`The gateway ended (exit code ${code}) before listening:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls `url` until it answers `status` (a gateway's /ready after start). */
export async function waitForStatus(url: string, status: number): Promise<void> {
  for (;;) {
    const answered = await fetch(url).then(
      (res) => res.status,
      () => undefined,
    );
    if (answered === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The status `/ready` at `origin` answers once its body is `expected`. The services are checked in
 * the background, each within 2 s, and Redis is watched by heartbeat: what /ready says follows
 * them a moment later, and on a starved machine a first round of checks can time out.
 */
export async function readyStatusOnceItSays(origin: string, expected: unknown): Promise<number> {
  for (;;) {
    const res = await fetch(`${origin}/ready`).catch(() => undefined);
    if (res && isDeepStrictEqual(await res.json(), expected)) return res.status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Posts a GraphQL request to a gateway's /graphql. */
export async function postGraphQL<T = Record<string, unknown>>(origin: string, body: Record<string, unknown>, jwt?: string): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  const res = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as GraphQLAnswer<T>;
}

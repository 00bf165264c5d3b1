import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BenchChild } from './child';
import { portalImageEnv } from './image-env';
import type { ServerReply, ServerRequest } from './server-channel';

const root = fileURLToPath(new URL('../..', import.meta.url));
let built: Promise<unknown> | undefined;

/**
 * Builds the servers under test once per bench run, as production's gateway is built
 * (scripts/build-server.mjs: one esbuild bundle, packages left as imports), into gateway/dist-bench.
 */
function buildServers(): Promise<unknown> {
  built ??= promisify(execFile)(process.execPath, ['scripts/build-server.mjs', 'gateway-bench'], { cwd: root });
  return built;
}

/** What a server under test has spent so far. */
export interface ServerUsage {
  cpu: NodeJS.CpuUsage;
  /** Upstream calls, as its log lines count them; 0 where it does not count them. */
  upstreamCalls: number;
}

/**
 * A server the bench measures (the gateway, or the plain proxy it is compared with) in a process
 * of its own, started with plain `node` from the bench's bundle as the image starts
 * `node gateway/dist/main.js`: no tsx resolver or compiler in its requests, and its CPU time is
 * its own. It listens on a loopback port; its log lines are read and dropped.
 */
export class ServerProcess {
  private constructor(
    private readonly child: BenchChild<ServerRequest, ServerReply>,
    readonly origin: string,
  ) {}

  /**
   * Starts `gateway/dist-bench/<entry>.js` with the portal image's environment (./image-env.ts),
   * PATH, and `env` over them.
   */
  static async start(entry: 'gateway-process' | 'proxy-process' | 'least-graphql-process', name: string, env: Record<string, string>): Promise<ServerProcess> {
    await buildServers();
    const child = new BenchChild<ServerRequest, ServerReply>(new URL(`../dist-bench/${entry}.js`, import.meta.url), name, {
      execArgv: [],
      env: { PATH: process.env.PATH, ...portalImageEnv(), ...env },
      dropOutput: true,
    });
    try {
      const ready = await child.receive();
      if (ready.type !== 'ready') throw new Error(`The ${name} sent ${ready.type} before it was ready`);
      return new ServerProcess(child, ready.origin);
    } catch (error) {
      await child.stop();
      throw error;
    }
  }

  async usage(): Promise<ServerUsage> {
    const reply = await this.#ask({ type: 'usage' });
    if (reply.type !== 'usage') throw new Error(`Asked for its usage, the server sent ${reply.type}`);
    return { cpu: reply.cpu, upstreamCalls: reply.upstreamCalls };
  }

  /** Starts a CPU profile of the server's process. */
  async startProfile(): Promise<void> {
    await this.#ask({ type: 'profile-start' });
  }

  /** Stops the profile and has the server write it to `file` (a .cpuprofile). */
  async stopProfile(file: string): Promise<void> {
    await this.#ask({ type: 'profile-stop', file });
  }

  stop(): Promise<void> {
    return this.child.stop();
  }

  async #ask(request: ServerRequest): Promise<ServerReply> {
    this.child.send(request);
    const reply = await this.child.receive();
    if (reply.type === 'failed') throw new Error(`The server failed: ${reply.message}`);
    return reply;
  }
}

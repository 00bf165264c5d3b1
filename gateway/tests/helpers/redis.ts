import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import { Redis } from 'ioredis';
import { ensureDebianProgram } from './debian-package';

// Redis for the tests of shared state: the machine's own at 127.0.0.1:6379 where one answers, else
// a redis-server of Debian's package started on a free port (installed with apt-get where missing,
// as the browser tests install Chromium). Every key and channel a test run writes starts with its
// own prefix, so two runs side by side never meet, and the run removes its keys at the end.

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether something at host:port answers PING as Redis does. */
export function answersPing(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Debian's redis-server, installed where it is missing and this machine allows it (root with apt-get). */
export function ensureRedisServer(): string {
  return ensureDebianProgram(REDIS_SERVER, 'redis-server', 'Redis');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server of this test's own on `port`, with nothing kept on disk. */
export class OwnRedis {
  #process: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const binary = ensureRedisServer();
    this.#process = spawn(binary, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let tries = 0; !(await answersPing(this.port)); tries++) {
      if (tries > 200 || this.#process.exitCode !== null) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Freezes the server (SIGSTOP): its connections stay open and nothing is answered, as when Redis hangs or the network drops packets. */
  pause(): void {
    this.#process?.kill('SIGSTOP');
  }

  /** Lets a paused server go on (SIGCONT). */
  resume(): void {
    this.#process?.kill('SIGCONT');
  }

  async stop(): Promise<void> {
    const child = this.#process;
    // Killed, a process has no exit code but its signal: stopped already, nothing will exit again.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

export interface TestRedis {
  url: string;
  /** Put before every key and channel of this run (REDIS_KEY_PREFIX). */
  prefix: string;
  /** Removes this run's keys, and stops the Redis this run started, if it did. */
  close(): Promise<void>;
}

/** The machine's Redis where it answers, else one started for this run. */
export async function testRedis(): Promise<TestRedis> {
  const prefix = `portal-test-${randomUUID()}:`;
  let own: OwnRedis | undefined;
  let url = 'redis://127.0.0.1:6379';
  if (!(await answersPing(6379))) {
    own = new OwnRedis(await freePort());
    await own.start();
    url = own.url;
  }
  return {
    url,
    prefix,
    close: async () => {
      await removeKeys(url, prefix);
      await own?.stop();
    },
  };
}

/** Deletes every key starting with `prefix`. */
export async function removeKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The keys starting with `prefix`, for tests that check what a run wrote. */
export async function keysOf(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await redis.keys(`${prefix}*`);
  } finally {
    redis.disconnect();
  }
}

export interface SlowLink {
  url: string;
  close(): Promise<void>;
}

/**
 * A link to the Redis at `url` on a port of its own, on which everything Redis sends is held back
 * `delayMs` (in order), as a gateway on a loaded or distant host reads it late; what the gateway
 * sends goes through at once.
 */
export async function slowLink(url: string, delayMs: number): Promise<SlowLink> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server = createServer((near) => {
    const far = new Socket();
    sockets.add(near).add(far);
    const end = () => {
      near.destroy();
      far.destroy();
    };
    near.on('error', end).on('close', end);
    far.on('error', end).on('close', () => setTimeout(end, delayMs));
    far.connect(Number(target.port), target.hostname);
    near.pipe(far);
    far.on('data', (chunk: Buffer) => setTimeout(() => near.destroyed || near.write(chunk), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureDebianProgram } from '../gateway/tests/helpers/debian-package';
import { freePort } from '../gateway/tests/helpers/redis';

// The balancer the repository ships (deploy/haproxy.cfg), run for real in front of two small HTTP
// servers standing in for gateways. Only what cannot run here is rewritten: the port it listens on,
// and the gateways it finds through Docker's DNS, which become two servers on 127.0.0.1. What a
// caller would notice is checked: a write a gateway received is never sent again, a read is, a
// request no gateway took is sent to another, and a link's secret stays out of the log.
// HAProxy is Debian's package, installed with apt-get where it is missing and this machine allows
// it, as the tests of shared state install Redis (gateway/tests/helpers/debian-package.ts).
const root = join(import.meta.dirname, '..');
const HAPROXY = '/usr/sbin/haproxy';

/** Whether something listens on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

/** Polls `condition` until it holds; fails after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A stand-in gateway: ready for the balancer's health check, and for every other request either
 * answers 200 with its name, or reads the whole request and closes the connection without a word,
 * as a gateway does to a request still running at its drain deadline.
 */
interface FakeGateway {
  name: string;
  port: number;
  /** `METHOD /path?query` of every request other than the health check, as it arrived. */
  seen: string[];
  /** How many health checks it has answered. */
  checks(): number;
  /** Stops taking connections (they are refused from now on), as a draining gateway does. */
  stopListening(): void;
  close(): Promise<void>;
}

async function fakeGateway(name: string, behaviour: 'answer' | 'drop'): Promise<FakeGateway> {
  const seen: string[] = [];
  let checks = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/ready') {
      checks++;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
    }
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (behaviour === 'drop') req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    port: (server.address() as { port: number }).port,
    seen,
    checks: () => checks,
    // A health check under way when it stops still gets its answer.
    stopListening: () => {
      server.close();
      expect(server.listening).toBe(false);
    },
    close: async () => {
      server.closeAllConnections();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** deploy/haproxy.cfg, rewritten only where it cannot run here; each rewrite must find its line. */
function configFor(listen: number, gatewayPorts: number[]): string {
  let config = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8');
  const rewrite = (pattern: RegExp, replacement: string) => {
    expect(config, `deploy/haproxy.cfg has ${pattern}`).toMatch(pattern);
    config = config.replace(pattern, replacement);
  };
  // It already logs to its standard output, which the test reads; nothing to change there.
  rewrite(/^ {2}log stdout format raw local0$/m, '  log stdout format raw local0');
  rewrite(/^ {2}bind :4000$/m, `  bind 127.0.0.1:${listen}`);
  // Docker's DNS is not here: the gateways are named by address, in this order.
  rewrite(/^resolvers docker\n(?: {2}.*\n)+/m, '');
  rewrite(
    /^ {2}server-template gateway 3 portal:4000 check resolvers docker init-addr none$/m,
    gatewayPorts.map((port, index) => `  server gateway${index + 1} 127.0.0.1:${port} check`).join('\n'),
  );
  return config;
}

interface Balancer {
  url: string;
  /** HAProxy's log lines so far. */
  log: string[];
}

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((thing) => thing.close()));
});

/** The shipped balancer in front of servers on `gatewayPorts`, round robin in that order. */
async function balancer(gatewayPorts: number[]): Promise<Balancer> {
  const listen = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'balancer-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, configFor(listen, gatewayPorts));
  const log: string[] = [];
  let output = '';
  // -db: in the foreground, logging to its standard output.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    log.push(...lines);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  started.push({
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  });
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`haproxy exited ${child.exitCode}:\n${log.join('\n')}${output}`);
    return accepts(listen);
  }, 'HAProxy to listen');
  return { url: `http://127.0.0.1:${listen}`, log };
}

async function gateways(...behaviours: ('answer' | 'drop')[]): Promise<FakeGateway[]> {
  const made = await Promise.all(behaviours.map((behaviour, index) => fakeGateway(`gateway${index + 1}`, behaviour)));
  started.push(...made);
  return made;
}

/** HAProxy's log line for the request to `path`, once it is written (at the request's end). */
async function logLine(log: string[], path: string): Promise<string> {
  const find = () => log.find((line) => line.includes(` ${path}`));
  await until(() => find() !== undefined, `the log line of ${path}`);
  return find()!;
}

/** The retries field of a log line (`%tsc %ac/%fc/%bc/%sc/%rc`): `+` before it when the last try went to another server. */
const retriesOf = (line: string) => / [-A-Za-z]{4} \d+\/\d+\/\d+\/\d+\/(\+?\d+) /.exec(line)?.[1];

const mutation = JSON.stringify({ query: 'mutation { createThing(name: "x") { id } }' });
const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: mutation });

beforeAll(() => {
  ensureDebianProgram(HAPROXY, 'haproxy', 'HAProxy');
});

describe('the balancer (deploy/haproxy.cfg), run for real', () => {
  it('accepts its configuration as shipped', () => {
    const check = spawnSync(HAPROXY, ['-c', '-f', join(root, 'deploy/haproxy.cfg')], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });

  // Round robin alternates between the two, but which it starts with, and where a request tried
  // again goes, is HAProxy's business: each case sends two requests, so that one of them reaches
  // the gateway that fails it whichever way round it goes.

  it('never sends a POST that a gateway received and closed on without answering to another gateway', async () => {
    const [dropping, answering] = await gateways('drop', 'answer');
    const { url, log } = await balancer([dropping!.port, answering!.port]);
    const statuses = [(await post(`${url}/graphql?try=1`)).status, (await post(`${url}/graphql?try=2`)).status];
    expect(dropping!.seen).toHaveLength(1);
    const dropped = dropping!.seen[0]!;
    const other = dropped.endsWith('try=1') ? 'POST /graphql?try=2' : 'POST /graphql?try=1';
    // The one dropped comes back 502 and reached no other gateway; the other is answered.
    expect(answering!.seen).toEqual([other]);
    expect(statuses[dropped.endsWith('try=1') ? 0 : 1]).toBe(502);
    expect(statuses[dropped.endsWith('try=1') ? 1 : 0]).toBe(200);
    expect(retriesOf(await logLine(log, dropped.slice('POST '.length).split('?')[0]!))).toBe('0');
  });

  it('tries a GET that a gateway closed on without answering again, on the other gateway, which answers it', async () => {
    const [dropping, answering] = await gateways('drop', 'answer');
    const { url, log } = await balancer([dropping!.port, answering!.port]);
    for (const path of ['/portal/assets/a.js', '/portal/assets/b.js']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('gateway2');
    }
    expect(answering!.seen).toEqual(['GET /portal/assets/a.js', 'GET /portal/assets/b.js']);
    expect(dropping!.seen.length).toBeGreaterThan(0);
    const retried = dropping!.seen[0]!.slice('GET '.length);
    expect(retriesOf(await logLine(log, retried))).toBe('+1');
  });

  it('sends a POST that no gateway took (connection refused) to another, which answers it once', async () => {
    const [stopping, answering] = await gateways('answer', 'answer');
    const { url, log } = await balancer([stopping!.port, answering!.port]);
    // The first gateway passes a health check, then stops taking connections, as a draining one
    // does. Its health check finds it down only after failing twice, 2 s apart: until then round
    // robin still picks it, for one of the two requests.
    await until(() => stopping!.checks() > 0, 'the first gateway to pass a health check');
    stopping!.stopListening();
    for (const path of ['/graphql/one', '/graphql/two']) {
      const response = await post(`${url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('gateway2');
    }
    expect(stopping!.seen).toEqual([]);
    expect(answering!.seen).toEqual(['POST /graphql/one', 'POST /graphql/two']);
    const retries = [retriesOf(await logLine(log, '/graphql/one')), retriesOf(await logLine(log, '/graphql/two'))];
    expect(retries).toContain('+1');
  });

  it("keeps a link's query string, an invitation's token, out of its log", async () => {
    const [answering] = await gateways('answer');
    const { url, log } = await balancer([answering!.port, answering!.port]);
    const response = await fetch(`${url}/portal/register?invitation=secret-token`);
    expect(response.status).toBe(200);
    expect(answering!.seen).toEqual(['GET /portal/register?invitation=secret-token']);
    const line = await logLine(log, '/portal/register');
    expect(log.join('\n')).not.toContain('secret-token');
    expect(line).toContain('"GET /portal/register HTTP/1.1"');
  });
});

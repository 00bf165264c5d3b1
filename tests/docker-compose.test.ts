import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serviceEnvVars } from '@portal/sandbox';
import { portalImageEnv, stageEnv } from '../gateway/bench/image-env';
import { loadConfig } from '../gateway/src/config';

// No Docker engine runs here, so the compose file, the balancer's configuration and the
// Dockerfile are read and checked for what `docker compose up` would refuse, or for what would
// start a portal that cannot reach its services, shares no state, or is never sent a request.
const root = join(import.meta.dirname, '..');

interface ComposeService {
  build?: { context: string; target?: string };
  image?: string;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  stop_grace_period?: string;
}
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> };
const services = compose.services;
const portal = services.portal!;
const balancer = services.balancer!;

/** The Dockerfile's stages by name, each as its instruction lines (continuations joined). */
function dockerStages(): Map<string, string[]> {
  const lines = readFileSync(join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  const stages = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines) {
    const from = /^FROM \S+ AS (\S+)$/.exec(line);
    if (from) stages.set(from[1]!, (current = []));
    current.push(line);
  }
  return stages;
}

/** HAProxy's configuration as its sections (`backend gateways`) and their lines. */
function haproxySections(file: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (!line.trim()) continue;
    if (/^\S/.test(line)) sections.set(line.trim(), (current = []));
    else current.push(line.trim());
  }
  return sections;
}

/** The host side of a bind mount, and where it is mounted. */
function mount(volume: string): { host: string; container: string } {
  const [host = '', container = ''] = volume.split(':');
  return { host: join(root, host), container };
}

const haproxyMount = (balancer.volumes ?? []).map(mount).find((volume) => volume.container === '/usr/local/etc/haproxy/haproxy.cfg');
const haproxy = haproxySections(haproxyMount?.host ?? join(root, 'deploy/haproxy.cfg'));
const line = (section: string, start: string) => haproxy.get(section)?.find((entry) => entry.startsWith(start));

describe('docker-compose.yml', () => {
  it('runs Redis, the sandbox, the gateways and a balancer, each built from a Dockerfile target or pulled', () => {
    expect(Object.keys(services).sort()).toEqual(['balancer', 'portal', 'redis', 'sandbox']);
    const stages = dockerStages();
    for (const service of Object.values(services)) {
      expect(service.build ?? service.image).toBeTruthy();
      if (service.build) {
        expect(existsSync(join(root, service.build.context, 'Dockerfile'))).toBe(true);
        expect(stages.has(service.build.target ?? '')).toBe(true);
      }
    }
    expect(services.redis!.image).toMatch(/^redis:\d/);
    expect(balancer.image).toMatch(/^haproxy:\d/);
  });

  it('runs three gateway replicas, reachable only through the balancer', () => {
    expect(portal.deploy?.replicas).toBe(3);
    expect(portal.ports).toBeUndefined();
    expect(balancer.ports).toEqual([`${portal.environment?.PORT}:${portal.environment?.PORT}`]);
  });

  it('only depends on services it defines, once they answer their health checks', () => {
    const stages = dockerStages();
    for (const service of Object.values(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition, dependency).toBe('service_healthy');
        const target = services[dependency];
        expect(target, dependency).toBeDefined();
        const healthcheck = target?.healthcheck?.test ?? stages.get(target?.build?.target ?? '')?.filter((entry) => entry.startsWith('HEALTHCHECK'));
        expect(healthcheck?.length, `${dependency} has a health check`).toBeGreaterThan(0);
      }
      for (const port of service.ports ?? []) expect(port).toMatch(/^\d{2,5}:\d{2,5}$/);
    }
    expect(Object.keys(portal.depends_on ?? {}).sort()).toEqual(['redis', 'sandbox']);
    expect(Object.keys(balancer.depends_on ?? {})).toEqual(['portal']);
  });

  it("points the gateways at every one of the sandbox's services, in the order the sandbox numbers its ports", () => {
    const base = Number(services.sandbox!.environment?.SANDBOX_PORT_BASE);
    Object.values(serviceEnvVars).forEach((variable, index) => {
      expect(portal.environment?.[variable], variable).toBe(`http://sandbox:${base + index}`);
    });
  });

  it('shares state through the Redis service, and trusts the balancer alone to name the client', () => {
    expect(portal.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(portal.environment?.TRUSTED_PROXIES).toBe('1');
    expect(line('defaults', 'option forwardfor')).toBeDefined();
  });

  it("names the portal's uk and au. origins on the port the balancer publishes, as the gateway reads them", () => {
    const env = { ...portal.environment } as Record<string, string>;
    const origins = loadConfig(env).portalOrigins;
    const published = balancer.ports?.[0]?.split(':')[0];
    expect(origins).toEqual([`http://localhost:${published}`, `http://au.localhost:${published}`]);
    // The links of the sandbox's own e-mails lead to a page of the portal too.
    expect(origins).toContain(new URL(services.sandbox!.environment?.SANDBOX_PORTAL_URL ?? '').origin);
  });

  it('gives a stopping gateway longer than its drain deadline', () => {
    const grace = Number(/^(\d+)s$/.exec(portal.stop_grace_period ?? '')?.[1]) * 1000;
    expect(grace).toBeGreaterThan(Number(portal.environment?.SHUTDOWN_TIMEOUT));
  });
});

describe('the balancer (deploy/haproxy.cfg) and the compose file agree', () => {
  it('is mounted where HAProxy reads its configuration', () => {
    expect(haproxyMount).toBeDefined();
    expect(existsSync(haproxyMount!.host)).toBe(true);
  });

  it('listens on the port the compose file publishes', () => {
    const published = balancer.ports?.[0]?.split(':')[1];
    expect(line('frontend portal', 'bind')).toBe(`bind :${published}`);
  });

  it('sends requests to every gateway replica, by the service name and port, through Docker DNS', () => {
    const template = line('backend gateways', 'server-template')?.split(/\s+/);
    expect(template?.[2]).toBe(String(portal.deploy?.replicas));
    expect(template?.[3]).toBe(`portal:${portal.environment?.PORT}`);
    expect(template).toContain('check');
    expect(template?.[template.indexOf('resolvers') + 1]).toBe('docker');
    expect(line('resolvers docker', 'nameserver')).toMatch(/ 127\.0\.0\.11:53$/);
    expect(line('frontend portal', 'default_backend')).toBe('default_backend gateways');
  });

  it('routes by the gateways’ /ready, round robin', () => {
    expect(line('backend gateways', 'option httpchk')).toBe('option httpchk GET /ready');
    expect(line('backend gateways', 'http-check expect')).toBe('http-check expect status 200');
    expect(line('backend gateways', 'balance')).toBe('balance roundrobin');
  });

  it('keeps /metrics off the public entrance', () => {
    expect(line('frontend portal', 'http-request deny')).toMatch(/if \{ path \/metrics \}$/);
  });
});

describe('Dockerfile', () => {
  const stages = dockerStages();

  it.each(['portal', 'sandbox'])('runs the %s compiled, as a non-root user, in production mode, with a health check', (name) => {
    const stage = stages.get(name) ?? [];
    expect(stage.some((entry) => /^ENV .*NODE_ENV=production/.test(entry))).toBe(true);
    expect(stage).toContain('USER node');
    expect(stage.some((entry) => entry.startsWith('HEALTHCHECK'))).toBe(true);
    const command = stage.find((entry) => entry.startsWith('CMD'));
    expect(command).toBe(`CMD ["node", "${name === 'portal' ? 'gateway' : 'sandbox'}/dist/main.js"]`);
  });

  it('installs only production dependencies into the images it runs', () => {
    expect(stages.get('portal-dependencies')?.some((entry) => entry.includes('npm ci --omit=dev --workspace @portal/gateway'))).toBe(true);
    expect(stages.get('sandbox-dependencies')?.some((entry) => entry.includes('npm ci --omit=dev --workspace @portal/sandbox'))).toBe(true);
    for (const name of ['portal', 'sandbox']) {
      const copies = (stages.get(name) ?? []).filter((entry) => entry.startsWith('COPY --from='));
      expect(copies.filter((entry) => entry.includes('/node_modules'))).toEqual([`COPY --from=${name}-dependencies /app/node_modules node_modules`]);
    }
  });

  it('has the gateway keep freed memory for the next upload chunk, in the image and under npm run serve and npm start', () => {
    // An upload's buffers are freed tens of megabytes at a time; handed back to the kernel, every
    // megabyte is faulted in again (docs/operations.md, "Memory"). Setting the trim threshold
    // fixes glibc's mmap threshold at 128 KB unless it is set too. The dynamic loader lists the
    // tunables as glibc reads them, so a misspelt name shows as glibc's default.
    const tunables = portalImageEnv().GLIBC_TUNABLES ?? '';
    const loader = process.arch === 'arm64' ? '/lib/ld-linux-aarch64.so.1' : '/lib64/ld-linux-x86-64.so.2';
    const listed = execFileSync(loader, ['--list-tunables'], { env: { GLIBC_TUNABLES: tunables }, encoding: 'utf8' });
    const tunable = (name: string) => Number(new RegExp(`^glibc\\.malloc\\.${name}: (0x[0-9a-f]+)`, 'm').exec(listed)?.[1]);
    expect(tunable('trim_threshold')).toBeGreaterThanOrEqual(64 * 1024 * 1024);
    expect(tunable('mmap_threshold')).toBeGreaterThanOrEqual(1024 * 1024);
    // The scripts put a GLIBC_TUNABLES of the caller's after the image's, where glibc lets it win.
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const withCallers = `GLIBC_TUNABLES=${tunables}\${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}`;
    expect(scripts.serve).toBe(`${withCallers} node gateway/dist/main.js`);
    expect(scripts.start).toBe(`npm run build && ${withCallers} node --import tsx launcher/src/main.ts`);
  });

  it('reads the image environment as Docker does, and refuses what it cannot read', () => {
    const dockerfile = [
      'FROM node AS build',
      'ENV IN_BUILD=1',
      '# A comment ending in a backslash \\',
      'FROM --platform=linux/amd64 node:20 AS portal',
      'ENV A=1 \\',
      '  B=2',
      'FROM node AS later',
      'ENV C=3',
    ].join('\n');
    expect(stageEnv(dockerfile, 'portal')).toEqual({ A: '1', B: '2' });
    expect(() => stageEnv('FROM node AS portal\nENV A="x y"', 'portal')).toThrow(/cannot read/);
    expect(() => stageEnv('FROM node AS portal\nENV A=$B', 'portal')).toThrow(/cannot read/);
  });

  it('leaves secrets, installed packages and tests out of every image', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.env', '**/node_modules', '**/tests', '.git']) expect(ignored).toContain(entry);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serviceEnvVars } from '@portal/sandbox';

// No Docker engine runs here, so the compose file is checked for what `docker compose` would refuse
// or what would start a portal that cannot reach its services.
const root = join(import.meta.dirname, '..');

interface ComposeService {
  build?: string;
  image?: string;
  command?: string[];
  depends_on?: string[];
  environment?: Record<string, string>;
  ports?: string[];
}
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> };
const services = compose.services;

describe('docker-compose.yml', () => {
  it('defines the portal and the sandbox, each buildable or pulled', () => {
    expect(Object.keys(services).sort()).toEqual(['portal', 'sandbox']);
    for (const service of Object.values(services)) {
      expect(service.build ?? service.image).toBeTruthy();
      if (service.build) expect(existsSync(join(root, service.build, 'Dockerfile'))).toBe(true);
    }
  });

  it('only depends on services it defines, and publishes well-formed ports', () => {
    for (const service of Object.values(services)) {
      for (const dependency of service.depends_on ?? []) expect(Object.keys(services)).toContain(dependency);
      for (const port of service.ports ?? []) expect(port).toMatch(/^\d{2,5}:\d{2,5}$/);
    }
    expect(services.portal.ports).toContain(`${services.portal.environment?.PORT}:${services.portal.environment?.PORT}`);
  });

  it("points the portal at every one of the sandbox's services, in the order the sandbox numbers its ports", () => {
    const base = Number(services.sandbox.environment?.SANDBOX_PORT_BASE);
    Object.values(serviceEnvVars).forEach((variable, index) => {
      expect(services.portal.environment?.[variable], variable).toBe(`http://sandbox:${base + index}`);
    });
  });

  it('runs commands that exist in this repository', () => {
    const scripts = services.sandbox.command?.filter((part) => part.endsWith('.ts')) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(existsSync(join(root, script))).toBe(true);
  });
});

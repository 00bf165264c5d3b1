import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serviceEnvVars, startSandbox } from '@portal/sandbox';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startPortal } from '../src/index';

async function signInThrough(graphqlUrl: string): Promise<unknown> {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { signIn(userName: "owner@acme.example", password: "Passw0rd!") { userName } }' }),
  });
  return res.json();
}

describe('startPortal', () => {
  it('starts its own sandbox when no service is configured', async () => {
    const portal = await startPortal({ port: 0, env: {}, quiet: true });
    try {
      expect(portal.sandbox?.strict).toBe(false);
      expect(portal.url).toBe(`http://localhost:${portal.port}/portal/`);
      expect(portal.graphqlUrl).toBe(`http://localhost:${portal.port}/graphql`);
      expect(await signInThrough(portal.graphqlUrl)).toEqual({ data: { signIn: { userName: 'owner@acme.example' } } });

      // The web app gets the sandbox's captcha, whose tokens the sandbox accepts.
      const script = await (await fetch(`http://localhost:${portal.port}/portal/config.js`)).text();
      expect(script).toContain(`"captchaSiteKey":"${portal.sandbox!.captcha.siteKey}"`);
      expect(script).toContain(JSON.stringify(portal.sandbox!.captcha.scriptUrl).slice(1, -1));
    } finally {
      await portal.close();
    }
    await expect(fetch(portal.graphqlUrl)).rejects.toThrow();
    await expect(fetch(`${portal.sandbox!.urls.userServer}/health`)).rejects.toThrow();
  });

  it('starts a strict sandbox with SANDBOX_STRICT=1: the provider extensions answer 404, the specified calls as ever', async () => {
    const portal = await startPortal({ port: 0, env: { SANDBOX_STRICT: '1' }, quiet: true });
    try {
      expect(portal.sandbox?.strict).toBe(true);
      expect((await fetch(`${portal.sandbox!.urls.accountManager}/shop/order?orderId=1`)).status).toBe(404);
      expect((await fetch(`${portal.sandbox!.urls.accountManager}/plans`)).status).toBe(401);
      expect(await signInThrough(portal.graphqlUrl)).toEqual({ data: { signIn: { userName: 'owner@acme.example' } } });
    } finally {
      await portal.close();
    }
  });

  it('uses the configured services and starts no sandbox when all are set', async () => {
    const sandbox = await startSandbox();
    try {
      const env = Object.fromEntries(Object.entries(serviceEnvVars).map(([name, variable]) => [variable, sandbox.urls[name as keyof typeof sandbox.urls]]));
      const portal = await startPortal({ port: 0, host: '127.0.0.1', env, quiet: true });
      try {
        expect(portal.sandbox).toBeUndefined();
        expect(await signInThrough(portal.graphqlUrl)).toEqual({ data: { signIn: { userName: 'owner@acme.example' } } });
      } finally {
        await portal.close();
      }
    } finally {
      await sandbox.close();
    }
  });

  it('names the missing variables when only some services are configured', async () => {
    const env = { USER_SERVER_URL: 'http://127.0.0.1:9', BUREAU_URL: 'http://127.0.0.1:9' };
    await expect(startPortal({ port: 0, env, quiet: true })).rejects.toThrow(
      'Also set ACCOUNT_MANAGER_URL, FILE_SERVER_UK_URL, FILE_SERVER_AUSTRALIA_URL, ADDRESS_LOOKUP_URL, AUTOCOMPLETE_URL, EMAIL_VALIDATION_URL, BANK_SOAP_URL',
    );
  });

  it('says so when the port is taken', async () => {
    const first = await startPortal({ port: 0, env: {}, quiet: true });
    try {
      await expect(startPortal({ port: first.port, env: {}, quiet: true })).rejects.toThrow(`Port ${first.port} is already in use`);
    } finally {
      await first.close();
    }
  });

  it('refuses a bad setting at start', async () => {
    await expect(startPortal({ env: { PORT: 'eighty' }, quiet: true })).rejects.toThrow('PORT must be a whole number');
  });
});

describe('npm start (launcher/src/main.ts)', () => {
  it('prints the addresses and demo sign-ins, serves, and closes on SIGTERM', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0' };
    for (const variable of Object.values(serviceEnvVars)) delete env[variable];
    const child = spawn(process.execPath, ['--import', 'tsx', 'launcher/src/main.ts'], { cwd: root, env });

    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // However long a busy machine takes to start it (the test's own limit catches a hang), the
    // process never outlives the test.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const portalUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Portal: +(\S+)/.exec(output);
        if (match && output.includes('sales@provider.example')) resolve(match[1]!);
      });
      child.once('exit', () => reject(new Error(`main.ts ended early:\n${output}`)));
    });

    expect(output).toMatch(/GraphQL: +http:\/\/localhost:\d+\/graphql/);
    expect(output).toContain('Passw0rd!');
    expect(output).toMatch(/owner@acme\.example +account/);
    const config = await fetch(new URL('config.js', portalUrl));
    expect(config.status).toBe(200);

    const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode, output).toBe(0);
  });
});

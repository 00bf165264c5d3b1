import { serviceEnvVars, startSandbox, type RunningSandbox } from '@portal/sandbox';
import request from 'supertest';
import { loadConfig } from '../../src/config';
import { createGateway, type Gateway } from '../../src/server';
import { memoryLog, type MemoryLog } from './memory-log';

export interface SandboxGateway {
  sandbox: RunningSandbox;
  gateway: Gateway;
  /** The log's lines as a person reads them, but the access lines: one per upstream call, and errors. */
  log: string[];
  /** Everything the gateway logged. */
  logged: MemoryLog;
  close(): Promise<void>;
}

/**
 * A real sandbox with a gateway in front of it, as the launcher's `startPortal` wires them; `settings` adds to the environment.
 * The gateway's tests run with SANDBOX_STRICT=1 (vitest.config.ts), so the sandbox's provider extensions answer 404 as the
 * real services may, and every test shows the portal working without them. Tests of what an extension adds ask for
 * `{ strict: false }`.
 */
export async function startSandboxGateway(settings: Record<string, string> = {}, options: { strict?: boolean } = {}): Promise<SandboxGateway> {
  const sandbox = await startSandbox({ strict: options.strict });
  const env: Record<string, string> = { ...settings };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = sandbox.urls[name as keyof typeof sandbox.urls];
  const logged = memoryLog();
  const gateway = createGateway(loadConfig(env), { logger: logged.logger });
  return {
    sandbox,
    gateway,
    log: logged.lines,
    logged,
    close: async () => {
      await gateway.stop();
      await sandbox.close();
    },
  };
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions: Record<string, unknown> }[];
}

/** Posts one GraphQL operation as a browser would, with the bearer token when given, and `headers` (a browser's Host, a proxy's X-Forwarded-Host). */
export async function graphql<T = Record<string, unknown>>(
  gateway: Gateway,
  query: string,
  variables: Record<string, unknown> = {},
  jwt?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const call = request(gateway.app).post('/graphql').set(headers).send({ query, variables });
  if (jwt) void call.set('authorization', `Bearer ${jwt}`);
  const res = await call;
  if (res.status !== 200) throw new Error(`GraphQL answered ${res.status}: ${res.text}`);
  return res.body as GraphQLResponse<T>;
}

export const DEMO_PASSWORD = 'Passw0rd!';

export interface SignedIn {
  jwt: string;
  id: string;
  accountId: string | null;
}

/** Signs a demo user in through GraphQL, failing the test with the errors when it cannot. */
export async function signIn(gateway: Gateway, userName: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await graphql<{ signIn: SignedIn }>(
    gateway,
    'mutation SignIn($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt id accountId } }',
    {
      u: userName,
      p: password,
    },
  );
  if (!res.data?.signIn) throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(res.errors)}`);
  return res.data.signIn;
}

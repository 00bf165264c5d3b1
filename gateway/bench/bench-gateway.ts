import { createServer } from 'node:http';
import { serviceEnvVars, type ServiceName } from '@portal/sandbox';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/operations/logger';
import { createGateway } from '../src/server';
import { graphqlData } from './http';
import { PASSWORD, SIGN_IN, USER } from './queries';
import { closeServer, listenOnLoopback } from './servers';

/** A gateway on a loopback port, configured from the environment as `npm start` configures it. */
export interface BenchGateway {
  origin: string;
  graphqlUrl: string;
  /** Upstream calls made so far: the gateway logs one line for each. */
  readonly upstreamCalls: number;
  close(): Promise<void>;
}

/**
 * A fresh gateway, with its own empty request cache, in front of `urls`; `replace` points some
 * services elsewhere (at a stand-in), and `webDist` serves another build of the web app.
 */
export async function startBenchGateway(
  urls: Record<ServiceName, string>,
  replace: Partial<Record<ServiceName, string>> = {},
  { webDist }: { webDist?: string } = {},
): Promise<BenchGateway> {
  const env: Record<string, string> = {};
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = replace[name as ServiceName] ?? urls[name as ServiceName];
  let upstreamCalls = 0;
  // The gateway logs as in production, to a stream that counts the upstream calls' lines.
  const logger = createLogger({
    destination: {
      write: (line: string) => {
        if (line.includes('"service":"')) upstreamCalls++;
      },
    },
  });
  const gateway = createGateway(loadConfig(env), { logger, webDist });
  const server = createServer(gateway.app);
  let origin: string;
  try {
    origin = await listenOnLoopback(server);
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return {
    origin,
    graphqlUrl: `${origin}/graphql`,
    get upstreamCalls() {
      return upstreamCalls;
    },
    close: async () => {
      await closeServer(server);
      await gateway.stop();
    },
  };
}

/** Signs the bench's user in through a gateway; the token is good at every gateway of the run. */
export async function signIn(gateway: BenchGateway): Promise<string> {
  const { signIn } = await graphqlData<{ signIn: { jwt: string } }>(gateway.graphqlUrl, SIGN_IN, { u: USER, p: PASSWORD });
  return signIn.jwt;
}

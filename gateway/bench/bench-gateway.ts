import { serviceEnvVars, type ServiceName } from '@portal/sandbox';
import { graphqlData } from './http';
import { PASSWORD, SIGN_IN, USER } from './queries';
import { ServerProcess, type ServerUsage } from './server-process';

/** A gateway on a loopback port, in a process of its own, configured from the environment as `npm start` configures it. */
export interface BenchGateway {
  origin: string;
  graphqlUrl: string;
  /** Its CPU time so far, and its upstream calls (it logs one line for each). */
  usage(): Promise<ServerUsage>;
  /** Upstream calls made so far. */
  upstreamCalls(): Promise<number>;
  /** Starts a CPU profile of its process; `stopProfile` writes it to a file. */
  startProfile(): Promise<void>;
  stopProfile(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh gateway, with its own empty request cache, in front of `urls`; `replace` points some
 * services elsewhere (at a stand-in), and `webDist` serves another build of the web app. It runs
 * as production runs it: compiled as the image's is, with plain `node`, in a process of its own
 * (gateway-process.ts).
 */
export async function startBenchGateway(
  urls: Record<ServiceName, string>,
  replace: Partial<Record<ServiceName, string>> = {},
  { webDist }: { webDist?: string } = {},
): Promise<BenchGateway> {
  const env: Record<string, string> = { PORT: '0' };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = replace[name as ServiceName] ?? urls[name as ServiceName];
  if (webDist) env.BENCH_WEB_DIST = webDist;
  const server = await ServerProcess.start('gateway-process', 'gateway', env);
  return {
    origin: server.origin,
    graphqlUrl: `${server.origin}/graphql`,
    usage: () => server.usage(),
    upstreamCalls: async () => (await server.usage()).upstreamCalls,
    startProfile: () => server.startProfile(),
    stopProfile: (file) => server.stopProfile(file),
    close: () => server.stop(),
  };
}

/** Signs the bench's user in through a gateway; the token is good at every gateway of the run. */
export async function signIn(gateway: { graphqlUrl: string }): Promise<string> {
  const { signIn } = await graphqlData<{ signIn: { jwt: string } }>(gateway.graphqlUrl, SIGN_IN, { u: USER, p: PASSWORD });
  return signIn.jwt;
}

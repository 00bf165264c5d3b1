import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceEnvVars, startSandbox, type RunningSandbox, type ServiceName as SandboxService } from '@portal/sandbox';
import { ConfigError, loadConfig, missingServiceVariables } from './config';
import { createGateway } from './server';
import { serviceNames } from './services';

export type { RunningSandbox };

export interface StartPortalOptions {
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** The interface to listen on; default every interface. */
  host?: string;
  /** Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Default console.log. */
  log?: (line: string) => void;
  /** The built web app to serve; default web/dist of this repository. */
  webDist?: string;
}

export interface RunningPortal {
  /** The portal's address, e.g. http://localhost:4000/portal/. */
  url: string;
  graphqlUrl: string;
  port: number;
  /** The built-in stand-in services, when no service address was configured. */
  sandbox?: RunningSandbox;
  /** Stops listening, then the gateway, then the sandbox. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Starts the portal: the gateway and web app on one port, in front of the configured services,
 * or of a freshly started sandbox when none is configured.
 */
export async function startPortal(options: StartPortalOptions = {}): Promise<RunningPortal> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.port !== undefined && !(Number.isInteger(options.port) && options.port >= 0 && options.port <= 65535)) {
    throw new ConfigError(`The port must be a whole number from 0 to 65535, not ${options.port}.`);
  }

  const missing = missingServiceVariables(env);
  if (missing.length > 0 && missing.length < serviceNames.length) {
    throw new ConfigError(`Some service addresses are set but not all. Also set ${missing.join(', ')}, or set none to run against the built-in sandbox.`);
  }
  const sandbox = missing.length > 0 ? await startSandbox() : undefined;

  let server: Server | undefined;
  let stopGateway: (() => Promise<void>) | undefined;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      if (server) await closeServer(server);
      await stopGateway?.();
      await sandbox?.close();
    })());

  try {
    const config = loadConfig(sandbox ? { ...env, ...sandboxEnv(sandbox) } : env);
    const gateway = createGateway(config, { log, webDist: options.webDist });
    stopGateway = gateway.stop;
    server = createServer(gateway.app);
    const port = await listen(server, options.port ?? config.port, options.host);
    // An unheard 'error' event would end the process; after start-up one is only worth a line.
    server.on('error', (error) => log(`server error: ${error.message}`));
    const origin = `http://${displayHost(options.host)}:${port}`;
    // The sandbox starts first, so it learns only now where the links of its e-mails lead.
    sandbox?.setPortalUrl(`${origin}/portal`);
    return { url: `${origin}/portal/`, graphqlUrl: `${origin}/graphql`, port, sandbox, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** The sandbox's addresses and captcha settings, as the variables the gateway reads. */
function sandboxEnv(sandbox: RunningSandbox): Record<string, string> {
  const env: Record<string, string> = {
    CAPTCHA_SITE_KEY: sandbox.captcha.siteKey,
    CAPTCHA_SCRIPT_URL: sandbox.captcha.scriptUrl,
  };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = sandbox.urls[name as SandboxService];
  return env;
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`Port ${port} is already in use: stop what uses it, or set PORT to another port (0 picks a free one).`)
          : error,
      );
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would otherwise hold close() open until they time out.
    server.closeAllConnections();
  });
}

/** Browsers reach any loopback or wildcard binding as localhost (and au.localhost). */
function displayHost(host: string | undefined): string {
  if (!host || ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

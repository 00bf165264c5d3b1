import {
  ConfigError,
  createLogger,
  loadConfig,
  missingServiceVariables,
  serviceUrlVariables,
  startGateway,
  type Logger,
  type RunningGateway,
} from '@portal/gateway';
import { serviceEnvVars, startSandbox, type RunningSandbox, type ServiceName as SandboxService } from '@portal/sandbox';

export type { RunningSandbox };

export interface StartPortalOptions {
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** The interface to listen on; default every interface. */
  host?: string;
  /** Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Logs nothing (tests); otherwise the gateway's JSON lines go to standard output. */
  quiet?: boolean;
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
  logger: Logger;
  /** Drains the gateway (see RunningGateway.shutdown), then stops the sandbox. Safe to call twice. */
  shutdown(): Promise<void>;
  /** Stops at once: listening, then the gateway, then the sandbox. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Starts the portal: the gateway and web app on one port, in front of the configured services,
 * or of a freshly started sandbox when none is configured. This is the one place that starts a
 * sandbox for the gateway: the gateway package knows nothing of it.
 */
export async function startPortal(options: StartPortalOptions = {}): Promise<RunningPortal> {
  const env = options.env ?? process.env;
  if (options.port !== undefined && !(Number.isInteger(options.port) && options.port >= 0 && options.port <= 65535)) {
    throw new ConfigError(`The port must be a whole number from 0 to 65535, not ${options.port}.`);
  }

  const missing = missingServiceVariables(env);
  const serviceCount = Object.keys(serviceUrlVariables).length;
  if (missing.length > 0 && missing.length < serviceCount) {
    throw new ConfigError(`Some service addresses are set but not all. Also set ${missing.join(', ')}, or set none to run against the built-in sandbox.`);
  }
  const sandbox = missing.length > 0 ? await startSandbox() : undefined;

  let running: RunningGateway | undefined;
  try {
    const config = loadConfig(sandbox ? { ...env, ...sandboxEnv(sandbox) } : env);
    if (options.port !== undefined) config.port = options.port;
    const logger = createLogger({ level: options.quiet ? 'silent' : config.logLevel });
    running = await startGateway(config, { logger, webDist: options.webDist, host: options.host });
    const gateway = running;
    const origin = `http://${displayHost(options.host)}:${gateway.port}`;
    // The sandbox starts first, so it learns only now where the links of its e-mails lead.
    sandbox?.setPortalUrl(`${origin}/portal`);
    // Now that the portal listens, so that a newcomer's first address search answers as fast as the rest.
    void sandbox?.indexAddresses();
    let closing: Promise<void> | undefined;
    const stopAll = (stop: () => Promise<void>) =>
      (closing ??= (async () => {
        await stop();
        await sandbox?.close();
      })());
    return {
      url: `${origin}/portal/`,
      graphqlUrl: `${origin}/graphql`,
      port: gateway.port,
      sandbox,
      logger,
      shutdown: () => stopAll(gateway.shutdown),
      close: () => stopAll(gateway.close),
    };
  } catch (error) {
    await running?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
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

/** Browsers reach any loopback or wildcard binding as localhost (and au.localhost). */
function displayHost(host: string | undefined): string {
  if (!host || ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

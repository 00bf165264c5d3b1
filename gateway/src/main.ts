// The production gateway (`npm run serve`, the image): every setting from the environment, every
// service address required (the launcher, `npm start`, is what starts a sandbox). It listens on
// PORT and drains on SIGTERM or SIGINT (docs/operations.md).
import { ConfigError, loadConfig, type GatewayConfig } from './config';
import { createLogger } from './operations/logger';
import { stopOnSignals } from './operations/signals';
import type { RunningGateway } from './serve';

let config: GatewayConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  // A configuration mistake needs its message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger({ level: config.logLevel });
// One failed promise somewhere must not take every signed-in user down with it.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled rejection (the gateway keeps running)'));

// Tracing first, so that the gateway's libraries are instrumented as they load.
const stopTracing = config.otlpEndpoint ? await (await import('./operations/tracing')).startTracing() : undefined;
const { startGateway } = await import('./serve');
let running: RunningGateway;
try {
  running = await startGateway(config, { logger });
} catch (error) {
  // Its port already in use is a configuration mistake too (serve.ts): its message, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
logger.info({ port: running.port, sharedState: config.redisUrl ? 'redis' : 'memory' }, `gateway listening on port ${running.port}`);
stopOnSignals(async () => {
  await running.shutdown();
  await stopTracing?.();
}, logger);

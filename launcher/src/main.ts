// `npm start`: the portal on PORT, against the configured services or the built-in sandbox.
import { ConfigError, stopOnSignals } from '@portal/gateway';
import { demoSignIns, DEMO_PASSWORD } from '@portal/sandbox';

// Tracing first, where configured, so that the gateway's libraries are instrumented as they load.
const stopTracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() ? await (await import('@portal/gateway/tracing')).startTracing() : undefined;
const { startPortal } = await import('./start-portal');

try {
  const portal = await startPortal();
  // One failed promise somewhere must not take every signed-in user down with it.
  process.on('unhandledRejection', (reason) => portal.logger.error({ err: reason }, 'Unhandled rejection (the portal keeps running)'));
  console.log(`Portal:  ${portal.url}`);
  console.log(`GraphQL: ${portal.graphqlUrl}`);
  if (portal.sandbox) {
    console.log(`\nRunning against the built-in sandbox. Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const { userName, roles, holds } of demoSignIns) {
      console.log(`  ${userName.padEnd(28)} ${roles.padEnd(8)} ${holds}`);
    }
  }
  stopOnSignals(async () => {
    await portal.shutdown();
    await stopTracing?.();
  }, portal.logger);
} catch (error) {
  // A configuration mistake needs its message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
  await stopTracing?.();
}

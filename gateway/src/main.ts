// `npm start`: the portal on PORT, against the configured services or the built-in sandbox.
import { demoSignIns, DEMO_PASSWORD } from '@portal/sandbox';
import { ConfigError } from './config';
import { startPortal } from './start';

// One failed promise somewhere must not take every signed-in user down with it.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection (the portal keeps running):', reason);
});

try {
  const portal = await startPortal();
  console.log(`Portal:  ${portal.url}`);
  console.log(`GraphQL: ${portal.graphqlUrl}`);
  if (portal.sandbox) {
    console.log(`\nRunning against the built-in sandbox. Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const { userName, roles, holds } of demoSignIns) {
      console.log(`  ${userName.padEnd(28)} ${roles.padEnd(8)} ${holds}`);
    }
  }

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal}: closing the portal`);
    portal.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The portal did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  // A configuration mistake needs its message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

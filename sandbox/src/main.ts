import { demoSignIns, DEMO_PASSWORD, serviceEnvVars, startSandbox } from './start';
import type { ServiceName } from './start';
import { serviceNames } from './services/names';

function portBase(): number {
  const raw = process.env.SANDBOX_PORT_BASE?.trim() || '4100';
  const base = Number(raw);
  if (!/^\d+$/.test(raw) || base < 1 || base + serviceNames.length - 1 > 65_535) {
    throw new Error(`SANDBOX_PORT_BASE must be a port number from 1 to ${65_536 - serviceNames.length}`);
  }
  return base;
}

const base = portBase();
const ports = Object.fromEntries(serviceNames.map((name, index) => [name, base + index])) as Record<ServiceName, number>;
// In a container the services must listen beyond loopback (docker-compose sets 0.0.0.0).
const sandbox = await startSandbox({ ports, host: process.env.SANDBOX_HOST?.trim() || undefined });
void sandbox.indexAddresses();

console.log('Sandbox services are running. Point the gateway at them with:\n');
for (const name of serviceNames) console.log(`  ${serviceEnvVars[name]}=${sandbox.urls[name]}`);
console.log(`\nCaptcha site key ${sandbox.captcha.siteKey}, script ${sandbox.captcha.scriptUrl}`);
console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):`);
for (const signIn of demoSignIns) console.log(`  ${signIn.userName.padEnd(28)} ${signIn.roles.padEnd(8)} ${signIn.holds}`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

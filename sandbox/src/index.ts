export { startSandbox, serviceEnvVars, demoSignIns, DEMO_PASSWORD } from './start';
export type { ServiceName, SandboxOptions, RunningSandbox } from './start';

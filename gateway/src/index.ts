export { startPortal } from './start';
export type { RunningPortal, RunningSandbox, StartPortalOptions } from './start';
export { createGateway } from './server';
export type { Gateway, GatewayOptions } from './server';
export { ConfigError, loadConfig } from './config';
export type { GatewayConfig } from './config';

export { startPortal } from './start-portal';
export type { RunningPortal, RunningSandbox, StartPortalOptions } from './start-portal';

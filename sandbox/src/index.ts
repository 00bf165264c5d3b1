export { startSandbox, serviceEnvVars, demoSignIns, DEMO_PASSWORD } from './start';
export type { ServiceName, SandboxOptions, RunningSandbox } from './start';
export { bureauTestAddresses } from './services/bureau/matcher';
export { bureauSuppressionList } from './services/bureau/suppression';
export type { TestAddress } from './services/bureau/matcher';
export type { SuppressedPerson } from './services/bureau/suppression';
export { plantedAddressFile } from './services/bureau/planted-file';
export type { PlantedFile, PlantedCounts, PlantedKind } from './services/bureau/planted-file';

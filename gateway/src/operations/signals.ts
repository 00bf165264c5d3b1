import type { Logger } from './logger';

/**
 * On the first SIGTERM or SIGINT, runs `shutdown` (a drain) and exits 0 once it is over, 1 if it
 * failed; a second signal exits at once.
 */
export function stopOnSignals(shutdown: () => Promise<void>, logger: Logger): void {
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, `${signal}: stopping`);
    process.once(signal, () => process.exit(1));
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'The gateway did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

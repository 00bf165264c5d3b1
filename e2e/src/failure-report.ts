import { afterEach } from 'vitest';
import { describeOpenPages } from './open-pages';

// A failed browser test prints what its pages showed when it ended (open-pages.ts), with the error,
// so that a failure seen once in a run says where it stood.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error(`Pages open when "${task.name}" failed:\n${await describeOpenPages()}`);
});

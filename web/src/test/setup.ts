import { afterEach, beforeAll } from 'vitest';

// Pure logic is tested in Node (a `@vitest-environment node` line at the top of its file): no page
// to render, so no DOM to build for it and no Testing Library to load.
if (typeof document !== 'undefined') {
  // Testing Library, and React DOM with it, load with the test file rather than here: React DOM
  // takes its clock and timer function as it loads, and a file where React's clock is the subject
  // fakes them first (features/reporting/report-reveal.test.tsx).
  const testingLibrary = () => import('@testing-library/react');

  // findBy* and waitFor wait for an outcome; how long that takes depends on the machine, not on
  // the portal, so the wait is generous (Testing Library's own is 1 s). A wrong outcome still fails,
  // only later. Tests where time is the subject use fake timers instead.
  beforeAll(async () => (await testingLibrary()).configure({ asyncUtilTimeout: 15_000 }));

  // Emotion leaves out the CSS rules no test can see, which jsdom would match on every style
  // lookup (unread-styles.ts says which and why).
  const { leaveOutUnseenStyles } = await import('./unread-styles');
  leaveOutUnseenStyles();

  afterEach(async () => {
    (await testingLibrary()).cleanup();
    localStorage.clear();
    // The tab's own storage too: drafts and a lost session's page are kept there.
    sessionStorage.clear();
  });
}

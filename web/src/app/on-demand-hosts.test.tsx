import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../lib/session/session-store';
import { Providers } from './providers';
import { sessionUser } from './shell/frame-test-support';

// As after a release: the page was loaded with files the server no longer has, so fetching the
// help tips' and the session keeper's code fails once someone signs in.
vi.mock('../components/help-tips/help-tip-host', () => ({
  get HelpTipHost(): never {
    throw new Error('Failed to fetch dynamically imported module: help-tip-host');
  },
}));
vi.mock('./session-keeper', () => ({
  get SessionKeeper(): never {
    throw new Error('Failed to fetch dynamically imported module: session-keeper');
  },
}));

afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

describe('the hosts fetched when needed', () => {
  it('leave the signed-in page standing when their code cannot be fetched', async () => {
    // React reports a failure it caught on the console, and one nothing caught as an error event.
    const reports: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => reports.push(args.map(String).join(' ')));
    const uncaught = (event: ErrorEvent) => {
      event.preventDefault();
      reports.push(String(event.error));
    };
    window.addEventListener('error', uncaught);
    try {
      sessionStore.signIn(sessionUser());
      render(
        <Providers>
          <nav aria-label="Main">The signed-in frame</nav>
        </Providers>,
      );
      const frame = () => screen.queryByRole('navigation', { name: 'Main' });
      // Settled either way: both failures dealt with, or the page emptied by the first.
      await waitFor(() => expect(frame() === null || ['help-tip-host', 'session-keeper'].every((host) => reports.join('\n').includes(host))).toBe(true));
      expect(frame()?.textContent).toBe('The signed-in frame');
    } finally {
      window.removeEventListener('error', uncaught);
    }
  });
});

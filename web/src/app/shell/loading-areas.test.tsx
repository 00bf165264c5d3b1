import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadingStore } from '../../components/loading/loading-store';
import { overlayDelayMs } from '../../components/loading/use-loading-area';
import type { FakeAnswer, FakeRequest } from '../../features/applications/test-support';
import { renderFrame, sessionUser, shellGroup } from './frame-test-support';

const acme = shellGroup({
  id: '20',
  name: 'Acme Ltd',
  type: 'organisation',
  isOwner: true,
  children: [
    { id: '30', name: 'Acme Main', type: 'account', isOwner: true },
    { id: '31', name: 'Acme Web', type: 'account', isOwner: true },
  ],
});

/** An answer the test hands out when it chooses, so the wait lasts exactly as long as it needs. */
function held() {
  let release: (answer: FakeAnswer) => void = () => {};
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

const overlayShowing = () => loadingStore.snapshot().active;

// Only the overlay's delay is faked, and only around the wait: the rest (Apollo, MUI's transitions,
// Testing Library's waits) runs on real time.
const fakeTheDelay = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the loading overlay in the signed-in frame', () => {
  it('covers the page once loading the accounts outlasts the delay, and goes when they arrive', async () => {
    const groups = held();
    fakeTheDelay();
    renderFrame(sessionUser(), ({ operationName }: FakeRequest) => (operationName === 'Shell' ? groups.answer : { data: null }));

    act(() => vi.advanceTimersByTime(overlayDelayMs - 1));
    expect(overlayShowing()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(overlayShowing()).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    vi.useRealTimers();
    groups.release({ data: { myGroups: [acme] } });
    await screen.findByText('Home screen');
    expect(overlayShowing()).toBe(false);
  });

  it('covers the page while the portal switches account', async () => {
    const user = userEvent.setup();
    const switched = held();
    const requests = renderFrame(sessionUser({ accountId: '30' }), ({ operationName }: FakeRequest) => {
      if (operationName === 'Shell') return { data: { myGroups: [acme] } };
      if (operationName === 'Reauthenticate') return switched.answer;
      return { data: null };
    });
    await screen.findByText('Home screen');

    await user.click(screen.getByRole('button', { name: 'Change Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Account' });
    fakeTheDelay();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acme Web' }));
    act(() => vi.advanceTimersByTime(overlayDelayMs));
    expect(requests.of('Reauthenticate')).toHaveLength(1);
    expect(overlayShowing()).toBe(true);
    vi.useRealTimers();

    switched.release({
      data: { reauthenticate: { __typename: 'SessionUser', ...sessionUser({ accountId: '31' }) } },
    });
    await waitFor(() => expect(overlayShowing()).toBe(false));
    expect(localStorage.getItem('lastAccountId')).toBe('31');
  });
});

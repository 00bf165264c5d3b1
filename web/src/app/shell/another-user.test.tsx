import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '../../lib/storage-keys';
import type { FakeAnswer, FakeRequest } from '../../features/applications/test-support';
import { renderFrame, sessionUser, shellGroup } from './frame-test-support';

afterEach(() => localStorage.clear());

const groups = (name: string, id: string): FakeAnswer => ({
  data: { myGroups: [shellGroup({ id, name, type: 'account', parentId: '20', parentName: 'Acme Ltd', isMember: true })] },
});

describe('the signed-in frame, as the session passes straight to another user', () => {
  it("shows none of the previous user's accounts, even for a moment, and loads the new user's", async () => {
    let answerShell: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> = () => groups('Jo Private Account', '30');
    const gateway = renderFrame(sessionUser({ id: '7', userName: 'jo@acme.example', accountId: '30' }), (request) =>
      request.operationName === 'Shell' ? answerShell(request) : { data: null },
    );
    expect((await screen.findByTestId('account-bar-account-name')).textContent).toBe('Acme Ltd - Jo Private Account');

    let answerAnn!: (answer: FakeAnswer) => void;
    answerShell = () => new Promise((resolve) => (answerAnn = resolve));
    // Another tab signed out and in as Ann; this page catches up on both at once.
    act(() => {
      localStorage.setItem(storageKeys.authDetails, JSON.stringify(sessionUser({ id: '8', jwt: 'd.e.f', userName: 'ann@acme.example', accountId: '31' })));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authDetails }));
    });

    await waitFor(() => expect(gateway.of('Shell')).toHaveLength(2));
    expect(screen.queryByText(/Jo Private Account/)).toBeNull();
    await act(async () => answerAnn(groups('Ann Account', '31')));
    expect((await screen.findByTestId('account-bar-account-name')).textContent).toBe('Acme Ltd - Ann Account');
  });
});

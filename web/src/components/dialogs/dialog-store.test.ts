import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from './dialog-store';

afterEach(() => dialogStore.closeAll());

describe('dialogs', () => {
  it('never opens the same title and message twice', async () => {
    const first = dialogStore.open({ kind: 'warning', title: 'Error', message: 'Failed to load: down' });
    const second = dialogStore.open({ kind: 'warning', title: 'Error', message: 'Failed to load: down' });
    dialogStore.open({ kind: 'warning', title: 'Error', message: 'Failed to save: down' });
    expect(dialogStore.list().map((d) => d.message)).toEqual(['Failed to load: down', 'Failed to save: down']);
    dialogStore.close(dialogStore.list()[0].id, true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
  });

  it("remembers Don't show this message again per key", async () => {
    const request = { kind: 'error' as const, title: 'Error', message: 'Quota nearly used', dontShowAgainKey: 'quota' };
    void dialogStore.open(request);
    dialogStore.close(dialogStore.list()[0].id, true, true);
    await expect(dialogStore.open(request)).resolves.toBe(false);
    expect(dialogStore.list()).toHaveLength(0);
    void dialogStore.open({ ...request, dontShowAgainKey: 'other' });
    expect(dialogStore.list()).toHaveLength(1);
  });
});

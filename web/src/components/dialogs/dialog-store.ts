import { dontShowAgainKey } from '../../lib/storage-keys';
import { createStore, useStore } from '../../lib/store';

export type DialogKind = 'info' | 'warning' | 'error' | 'question';

export interface DialogRequest {
  kind: DialogKind;
  title: string;
  message: string;
  /** Offers "Don't show this message again" and remembers the choice under this key. */
  dontShowAgainKey?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

const shown = createStore<readonly OpenDialog[]>([]);
let nextId = 1;

export const dialogStore = {
  list: shown.get,
  subscribe: shown.subscribe,
  /**
   * Opens a dialog and resolves with true when confirmed. The same title and message are never
   * open twice (a burst of failing requests shows one dialog), and a dialog the user asked not
   * to see again resolves at once.
   */
  open(request: DialogRequest): Promise<boolean> {
    if (request.dontShowAgainKey && localStorage.getItem(dontShowAgainKey(request.dontShowAgainKey)) === 'true') {
      return Promise.resolve(false);
    }
    const same = shown.get().find((d) => d.title === request.title && d.message === request.message);
    if (same) {
      return new Promise((resolve) => {
        const previous = same.resolve;
        same.resolve = (confirmed) => {
          previous(confirmed);
          resolve(confirmed);
        };
      });
    }
    return new Promise((resolve) => {
      shown.set([...shown.get(), { ...request, id: nextId++, resolve }]);
    });
  },
  close(id: number, confirmed: boolean, dontShowAgain = false) {
    const dialog = shown.get().find((d) => d.id === id);
    if (!dialog) return;
    if (dontShowAgain && dialog.dontShowAgainKey) localStorage.setItem(dontShowAgainKey(dialog.dontShowAgainKey), 'true');
    shown.set(shown.get().filter((d) => d.id !== id));
    dialog.resolve(confirmed);
  },
  closeAll() {
    const closing = shown.get();
    shown.set([]);
    for (const dialog of closing) dialog.resolve(false);
  },
};

export const openDialog = (request: DialogRequest) => dialogStore.open(request);

/** The dialogs open now, oldest first. */
export const useOpenDialogs = () => useStore(shown);

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

type Listener = () => void;
const listeners = new Set<Listener>();
let dialogs: readonly OpenDialog[] = [];
let nextId = 1;

const dontShowKey = (key: string) => `dontShowAgain:${key}`;

function emit() {
  for (const listener of listeners) listener();
}

export const dialogStore = {
  list: () => dialogs,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Opens a dialog and resolves with true when confirmed. The same title and message are never
   * open twice (a burst of failing requests shows one dialog), and a dialog the user asked not
   * to see again resolves at once.
   */
  open(request: DialogRequest): Promise<boolean> {
    if (request.dontShowAgainKey && localStorage.getItem(dontShowKey(request.dontShowAgainKey)) === 'true') {
      return Promise.resolve(false);
    }
    const same = dialogs.find((d) => d.title === request.title && d.message === request.message);
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
      dialogs = [...dialogs, { ...request, id: nextId++, resolve }];
      emit();
    });
  },
  close(id: number, confirmed: boolean, dontShowAgain = false) {
    const dialog = dialogs.find((d) => d.id === id);
    if (!dialog) return;
    if (dontShowAgain && dialog.dontShowAgainKey) localStorage.setItem(dontShowKey(dialog.dontShowAgainKey), 'true');
    dialogs = dialogs.filter((d) => d.id !== id);
    emit();
    dialog.resolve(confirmed);
  },
  closeAll() {
    const open = dialogs;
    dialogs = [];
    emit();
    for (const dialog of open) dialog.resolve(false);
  },
};

export const openDialog = (request: DialogRequest) => dialogStore.open(request);

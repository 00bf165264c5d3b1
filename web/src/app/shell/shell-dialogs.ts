import { createContext, useContext } from 'react';

export type ShellDialog = 'changeAccount' | 'createAccount' | 'exportApiToken';

export interface ShellDialogs {
  open: (dialog: ShellDialog) => void;
}

/** Lets any part of the frame (account bar, menus, a refusal) open the frame's own dialogs. */
export const ShellDialogsContext = createContext<ShellDialogs>({ open: () => {} });

export const useShellDialogs = () => useContext(ShellDialogsContext);

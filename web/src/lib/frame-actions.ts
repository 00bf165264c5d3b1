import { createContext, useContext } from 'react';

/**
 * What a screen may ask of the signed-in frame around it. Features may not import the app, so the
 * frame hands these down through this context.
 */
export interface FrameActions {
  /**
   * Acts for the group with this id, as if chosen with Change Account: the group with everything
   * above it, and the first account below it where it is no account itself. False when the group
   * is not among those the user may act for. Rejects when switching fails; the frame has said why.
   */
  chooseGroup(groupId: string): Promise<boolean>;
  /**
   * Reloads the groups the frame shows, then makes the group with this id (or the first account
   * below it) the current organisation and account, as creating one does (docs/flows.md).
   */
  showGroup(groupId: string): Promise<void>;
}

export const FrameActionsContext = createContext<FrameActions | null>(null);

export function useFrameActions(): FrameActions {
  const actions = useContext(FrameActionsContext);
  if (!actions) throw new Error('useFrameActions is only for screens inside the signed-in frame');
  return actions;
}

import { createContext, useContext } from 'react';

/**
 * What a screen may ask of the signed-in frame around it. Features may not import the app, so the
 * frame hands these down through this context.
 */
export interface FrameActions {
  /**
   * Reloads the groups the frame shows, then makes the group with this id (or the first account
   * below it) the current organisation and account, as creating one does (spec section 4).
   */
  showGroup(groupId: string): Promise<void>;
}

export const FrameActionsContext = createContext<FrameActions | null>(null);

export function useFrameActions(): FrameActions {
  const actions = useContext(FrameActionsContext);
  if (!actions) throw new Error('useFrameActions is only for screens inside the signed-in frame');
  return actions;
}

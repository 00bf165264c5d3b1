/**
 * Acts for a group of the user's tree, as if chosen with Change Account: what a screen that names
 * groups (the staff search) needs before it opens a page about one of them. Only the signed-in
 * frame knows the tree and how to switch, and features do not import the app, so the frame hands
 * its way of doing it in here while it is up.
 */
type GroupChooser = (groupId: string) => Promise<boolean>;

let chooser: GroupChooser | null = null;

export const groupChoice = {
  /** Called by the frame with its way of acting for a group; returns what takes it away again. */
  handleWith(handler: GroupChooser): () => void {
    chooser = handler;
    return () => {
      if (chooser === handler) chooser = null;
    };
  },

  /**
   * Acts for the group, its partner and organisation above it, and (for a partner or organisation)
   * the first account below it. False when that cannot be done: the group is not among those the
   * user may see, or no frame is up. Rejects when switching fails; the frame has said why.
   */
  choose(groupId: string): Promise<boolean> {
    return chooser ? chooser(groupId) : Promise.resolve(false);
  },
};

import { useCallback, useState } from 'react';
import { useLoadingArea } from '../../components/loading/use-loading-area';
import { useFrameActions } from '../../lib/frame-actions';
import { useNavigateKeepingSearch, type PortalHref } from '../../lib/navigation';

/**
 * Opens a page about a group (or a token's account): the portal first acts for that group, as if
 * chosen with Change Account, so the page shows it. `problem` says why a group could not be opened.
 */
export function useOpenGroup() {
  const navigate = useNavigateKeepingSearch();
  const { chooseGroup } = useFrameActions();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useLoadingArea('openSearchResult', busy);

  const open = useCallback(
    async (groupId: string, name: string, path: PortalHref) => {
      setProblem(null);
      setBusy(true);
      try {
        if (await chooseGroup(groupId)) await navigate(path);
        else setProblem(`${name} is not among the groups you can act for. Reload the page to see the latest groups.`);
      } catch {
        // Switching failed; the frame has already said why.
      } finally {
        setBusy(false);
      }
    },
    [navigate, chooseGroup],
  );
  return { open, busy, problem };
}

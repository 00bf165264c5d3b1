import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { useSession } from '../lib/session/use-session';
import { withSearch } from '../lib/navigation';
import { currentTerritory } from '../lib/territory';
import { LoadingOverlay } from '../components/loading/LoadingOverlay';
import { useLoadingArea } from '../components/loading/use-loading-area';
import { resolveSelection } from './access/selection';
import type { AccessContext } from './access/types';
import type { CurrentAccount } from '../lib/current-account';
import { ShellContext, type Shell } from './shell/ShellContext';
import { ShellDialogsContext, type ShellDialog } from './shell/shell-dialogs';
import { ShellQuery, toGroupView } from './shell/shell-query';
import { useStoredSelection } from './shell/selection-store';
import { TopBar } from './shell/TopBar';
import { AccountBar } from './shell/AccountBar';
import { BreadcrumbBar } from './shell/BreadcrumbBar';
import { ChangeAccountDialog } from './shell/ChangeAccountDialog';
import { CreateAccountDialog } from './shell/CreateAccountDialog';
import { ExportTokenDialog } from './shell/ExportTokenDialog';

/** The frame of every signed-in screen. A session that ends (sign-out, a 401) leaves for login. */
export function SignedInLayout() {
  const user = useSession();
  const { search } = useLocation();
  if (!user) return <Navigate to={withSearch('/login', search)} replace />;
  if (!user.validated) return <Navigate to={withSearch('/validate', search)} replace />;
  return <Frame key={user.id} user={user} />;
}

function Frame({ user }: { user: Shell['user'] }) {
  const { data, refetch } = useQuery(ShellQuery, { context: { action: 'load your accounts' } });
  const stored = useStoredSelection();
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const dialogs = useMemo(() => ({ open: setDialog }), []);
  // Until the groups arrive no guarded screen can show anything: the page waits on them.
  useLoadingArea('accounts', !data);

  const shell = useMemo<Shell>(() => {
    const tree = data ? data.myGroups.map(toGroupView) : [];
    const selection = data ? resolveSelection(tree, stored, user.accountId) : null;
    const access: AccessContext = { user: { roles: user.roles, validated: user.validated }, selection, territory: currentTerritory() };
    const refetchGroups = async () => ((await refetch()).data?.myGroups ?? []).map(toGroupView);
    return { user, tree, selection, access, refetchGroups };
  }, [data, stored, user, refetch]);
  const current = useMemo<CurrentAccount>(
    () => ({ partner: shell.selection?.partner ?? null, organisation: shell.selection?.organisation ?? null, account: shell.selection?.account ?? null, territory: shell.access.territory }),
    [shell],
  );

  return (
    <ShellContext.Provider value={shell}>
      <ShellDialogsContext.Provider value={dialogs}>
        <TopBar />
        <AccountBar />
        <BreadcrumbBar />
        <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
          <Outlet context={current} />
        </Container>
        <LoadingOverlay />
        {data && (
          <ChangeAccountDialog key={data.myGroups.length} open={dialog === 'changeAccount'} onClose={() => setDialog(null)} onCreateAccount={() => setDialog('createAccount')} />
        )}
        <CreateAccountDialog open={dialog === 'createAccount'} onClose={() => setDialog(null)} />
        <ExportTokenDialog open={dialog === 'exportApiToken'} onClose={() => setDialog(null)} />
      </ShellDialogsContext.Provider>
    </ShellContext.Provider>
  );
}

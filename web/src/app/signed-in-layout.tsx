import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { useSession } from '../lib/session/use-session';
import { useCacheHeldFor } from '../lib/apollo/cache-holder';
import { withSearch } from '../lib/navigation';
import { LoadingOverlay } from '../components/loading/loading-overlay';
import { useLoadingArea } from '../components/loading/use-loading-area';
import { useFailure } from '../components/failure/use-failure';
import { actingFor } from './acting-for';
import { NavigationProgress } from './navigation-progress';
import { ShellContext, type Shell } from './shell/shell-context';
import { ShellDialogsContext, type ShellDialog } from './shell/shell-dialogs';
import { toGroupView } from './shell/shell-query';
import { ShellQuery } from './shell/shell-documents';
import { useStoredSelection } from './shell/selection-store';
import { TopBar } from './shell/top-bar';
import { AccountBar } from './shell/account-bar';
import { BreadcrumbBar } from './shell/breadcrumb-bar';
import { ChangeAccountDialog } from './shell/change-account-dialog';
import { CreateAccountDialog } from './shell/create-account-dialog';
import { ExportTokenDialog } from './shell/export-token-dialog';
import { FrameActionsProvider } from './shell/frame-actions-provider';
import { InvitationAcceptor } from '../features/administration/invitation/invitation-acceptor';

/**
 * The frame of every signed-in screen, giving them `client`: only the signed-in screens use Apollo.
 * A session that ends (sign-out, a 401) leaves for login. A session that becomes someone else's
 * shows nothing for the moment the previous person's cached data takes to go (lib/apollo/cache-holder.ts).
 */
export function SignedInLayout({ client }: { client: ApolloClient }) {
  const user = useSession();
  const { search } = useLocation();
  if (!user) return <Navigate to={withSearch('/login', search)} replace />;
  if (!user.validated) return <Navigate to={withSearch('/validate', search)} replace />;
  return <HeldFor client={client} user={user} />;
}

function HeldFor({ client, user }: { client: ApolloClient; user: Shell['user'] }) {
  if (!useCacheHeldFor(client, user)) return null;
  return (
    <ApolloProvider client={client}>
      <Frame key={user.id} user={user} />
    </ApolloProvider>
  );
}

/** Whom each client's frame was last shown for in this page (see Frame). */
const frameShownFor = new WeakMap<ApolloClient, string>();

function Frame({ user }: { user: Shell['user'] }) {
  // Every route loader asks for the groups as its navigation starts (actingForNow), so the cache
  // holds them, or is about to, when the frame mounts: the client's default of asking the network
  // again (cache-and-network) sent the same request twice on every page load. The groups are asked
  // for afresh where they change (refetch), and when the frame is shown again for the same person
  // in this page (back from a page outside it, such as Page Not Found): they may have changed
  // meanwhile, elsewhere.
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(ShellQuery, { fetchPolicy: 'cache-first' });
  const askAgain = useRef(data !== undefined && frameShownFor.get(client) === user.id);
  useEffect(() => {
    frameShownFor.set(client, user.id);
    if (!askAgain.current) return;
    askAgain.current = false;
    // A failure shows as the query's error, as any other.
    refetch().catch(() => undefined);
  }, [client, user.id, refetch]);
  // The frame has no place of its own for this failure, so it is the dialog.
  useFailure('load your accounts', { watch: error });
  const stored = useStoredSelection();
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const dialogs = useMemo(() => ({ open: setDialog }), []);
  // Until the groups arrive no guarded screen can show anything: the page waits on them.
  useLoadingArea('accounts', !data);

  // The route loaders work this out the same way, so each screen's data is for the account shown here.
  const acting = useMemo(() => actingFor(data?.myGroups, stored, user), [data, stored, user]);
  const shell = useMemo<Shell>(() => {
    const refetchGroups = async () => ((await refetch()).data?.myGroups ?? []).map(toGroupView);
    return { user, tree: acting.tree, selection: acting.selection, access: acting.access, refetchGroups };
  }, [acting, user, refetch]);
  const current = acting.current;

  return (
    <ShellContext.Provider value={shell}>
      <ShellDialogsContext.Provider value={dialogs}>
        <NavigationProgress />
        <TopBar />
        <AccountBar />
        <BreadcrumbBar />
        <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
          <FrameActionsProvider>
            <Outlet context={current} />
          </FrameActionsProvider>
        </Container>
        <LoadingOverlay />
        {/* An invitation's link brings its token in the query; accepted here, on the first signed-in page.
            Only once the groups have loaded: a read of them still on its way (the frame's, which a
            route loader shares) would be shared by the read after joining, answering without the
            group joined. */}
        {data && <InvitationAcceptor onJoined={refetch} />}
        {data && (
          <ChangeAccountDialog
            key={data.myGroups.length}
            open={dialog === 'changeAccount'}
            onClose={() => setDialog(null)}
            onCreateAccount={() => setDialog('createAccount')}
          />
        )}
        <CreateAccountDialog open={dialog === 'createAccount'} onClose={() => setDialog(null)} />
        <ExportTokenDialog open={dialog === 'exportApiToken'} onClose={() => setDialog(null)} />
      </ShellDialogsContext.Provider>
    </ShellContext.Provider>
  );
}

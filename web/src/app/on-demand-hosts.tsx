import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useOpenDialogs } from '../components/dialogs/dialog-store';
import { useSession } from '../lib/session/use-session';

// The message dialogs, the help tips and the session keeper are mounted for the whole app, but the
// login page needs none of them, so their code (the dialog, the tip's popper, the HTML sanitiser,
// the renewal's request) is fetched when needed.

const DialogHost = lazy(async () => ({ default: (await import('../components/dialogs/dialog-host')).DialogHost }));
const HelpTipHost = lazy(async () => ({ default: (await import('../components/help-tips/help-tip-host')).HelpTipHost }));
const SessionKeeper = lazy(async () => ({ default: (await import('./session-keeper')).SessionKeeper }));

/**
 * Where a host's code is fetched. These hosts sit outside the router, so no error page catches a
 * failure of theirs, and React would unmount the whole app: the signed-in frame vanishing right
 * after sign-in, because a release replaced the files this page was loaded with. A host whose code
 * cannot be fetched is left out instead (React still reports the error on the console).
 */
class OnDemand extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** The dialog host, fetched the first time a dialog opens. It shows nothing while none is open, so it need not be there before. */
export function OnDemandDialogHost() {
  const dialogs = useOpenDialogs();
  if (dialogs.length === 0) return null;
  return (
    <OnDemand>
      <DialogHost />
    </OnDemand>
  );
}

/**
 * The help-tip host, for as long as someone is signed in: only signed-in screens have tips. It is
 * mounted from sign-in on rather than when a tour starts, because it follows focus before a tour
 * to hand it back after.
 */
export function SignedInHelpTipHost() {
  const user = useSession();
  if (!user) return null;
  return (
    <OnDemand>
      <HelpTipHost />
    </OnDemand>
  );
}

/** The session keeper, for as long as someone is signed in: it renews their session. */
export function SignedInSessionKeeper() {
  const user = useSession();
  if (!user) return null;
  return (
    <OnDemand>
      <SessionKeeper />
    </OnDemand>
  );
}

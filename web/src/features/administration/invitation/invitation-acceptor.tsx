import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { useFailure } from '../../../components/failure/use-failure';
import { AcceptInvitationMutation } from './invitation-acceptor-documents';

/** The query parameter an invitation's link carries its token in. */
export const INVITATION_PARAMETER = 'invitation';

/**
 * Accepts the invitation whose link brought the person here. The link opens registration (or, on
 * its Log In tab, sign-in) with the token in the query; the portal keeps the query through
 * registering, validating and signing in, so whichever signed-in page the person reaches first
 * finds it here, accepts it once, tells them, and takes it out of the address. `onJoined` lets the
 * frame load the person's groups again, so Change Account offers the new one.
 */
export function InvitationAcceptor({ onJoined }: { onJoined: () => unknown }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [accept] = useMutation(AcceptInvitationMutation);
  const failure = useFailure('accept the invitation');
  const tried = useRef<string | null>(null);
  const token = new URLSearchParams(search).get(INVITATION_PARAMETER);

  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    const rest = new URLSearchParams(search);
    rest.delete(INVITATION_PARAMETER);
    const query = rest.toString();
    // Out of the address at once: a reload or a shared link must not try the token again.
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    accept({ variables: { token } }).then(
      async ({ data }) => {
        await onJoined();
        const name = data?.acceptInvitation.name || 'the account';
        void openDialog({ kind: 'info', title: 'Invitation accepted', message: `You have joined ${name}. Choose it with Change Account.` });
      },
      (error: unknown) => failure.report(error),
    );
  }, [token, search, pathname, hash, navigate, accept, onJoined, failure]);

  return null;
}

import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import PersonRemove from '@mui/icons-material/PersonRemove';
import { openDialog } from '../dialogs/dialog-store';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { useNavigateKeepingSearch, type PortalHref } from '../../lib/navigation';
import { SetGroupUserLockedMutation, RemoveGroupUserMutation } from './user-lock-and-removal-documents';

interface Props {
  groupId: string;
  groupName: string;
  user: { id: string; userId: string; email: string; personalName: string | null; locked: boolean };
  /** The caller themselves: nobody locks or removes themselves here. */
  self: boolean;
  /** Access held in a group above: it is removed there, not here. */
  inherited: boolean;
  /** Where the page goes once the user is removed: the group's administration page. */
  returnTo: PortalHref;
  /**
   * Whether the caller may lock or unlock: admin and super only, as the lock stops the user signing
   * in to every account, other organisations' too (docs/routes-and-access.md).
   */
  mayLock: boolean;
}

/** Why an owner sees no lock button: what they can do instead. */
export const OWNER_LOCK_REASON =
  "Locking stops this person logging in to every account, including other organisations', so only the provider's staff can lock or unlock them. To take away their access here, remove them from the account.";

/** Locking the user out of the portal (or letting them back in), and removing them from the group after confirmation. */
export function UserLockAndRemoval({ groupId, groupName, user, self, inherited, returnTo, mayLock }: Props) {
  const client = useApolloClient();
  const navigate = useNavigateKeepingSearch();
  const [setLocked] = useMutation(SetGroupUserLockedMutation);
  const [remove] = useMutation(RemoveGroupUserMutation);
  const [busy, setBusy] = useState<'lock' | 'remove' | null>(null);
  const failure = useFailure(user.locked ? 'unlock the user' : 'lock the user');
  const name = user.personalName || user.email;

  const toggleLock = async () => {
    failure.clear();
    setBusy('lock');
    try {
      await setLocked({ variables: { groupId, userId: user.userId, locked: !user.locked } });
    } catch (error) {
      failure.report(error);
    } finally {
      setBusy(null);
    }
  };

  const removeUser = async () => {
    failure.clear();
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Remove user',
      message: `Remove ${name} from ${groupName || 'this account'}? They will no longer be able to use it.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    setBusy('remove');
    try {
      await remove({ variables: { groupId, userId: user.userId } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'GroupUser', id: user.id }) });
      client.cache.gc();
      navigate(returnTo);
    } catch (error) {
      failure.report(error, 'remove the user from the group');
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2}>
      <FailureMessage failure={failure} />
      {/* An owner, who may not lock, reads why and what to do instead; what a lock does is said there already. */}
      {(user.locked || mayLock) && (
        <Typography sx={{ color: 'text.secondary' }}>
          {user.locked
            ? 'This user is locked: they cannot log in until they are unlocked.'
            : 'A locked user can no longer log in to the portal, for any account.'}
        </Typography>
      )}
      {!mayLock && <Typography sx={{ color: 'text.secondary' }}>{OWNER_LOCK_REASON}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {mayLock && (
          <Button
            variant="outlined"
            color={user.locked ? 'primary' : 'warning'}
            startIcon={user.locked ? <LockOpen /> : <Lock />}
            disabled={self}
            loading={busy === 'lock'}
            onClick={() => void toggleLock()}
          >
            {user.locked ? 'Unlock user' : 'Lock user'}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          startIcon={<PersonRemove />}
          disabled={self || inherited}
          loading={busy === 'remove'}
          onClick={() => void removeUser()}
        >
          Remove from account
        </Button>
      </Stack>
    </Stack>
  );
}

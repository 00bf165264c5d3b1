import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { sessionStore } from '../../lib/session/session-store';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { DeleteUserMutation } from './delete-user-section-documents';

/** Why sales see Delete user greyed out on another person's settings: deleting is admin and super's, as locking is. */
export const DELETE_OTHERS_REFUSAL = 'Only admin and super staff may delete another user.';

/**
 * Deletes the user after confirmation: a person their own record (then they are signed out), admin
 * and super anyone's (the service keeps another staff user's to super). The service refuses the only
 * owner of a group, and that refusal shows here. With `unavailableReason` the button is greyed out
 * and the reason shown, so whoever may not delete the user is told why rather than refused after
 * confirming.
 */
export function DeleteUserSection({ user, own, unavailableReason }: { user: { id: string; name: string }; own: boolean; unavailableReason?: string }) {
  const failure = useFailure('delete the user');
  const [deleteUser] = useMutation(DeleteUserMutation);
  const client = useApolloClient();
  const navigate = useNavigateKeepingSearch();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    failure.clear();
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Delete user',
      message: own
        ? 'Delete your user? You will be logged out and can no longer log in; this cannot be undone.'
        : `Delete ${user.name}? They can no longer log in and lose their access to every group; this cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await deleteUser({ variables: { id: user.id } });
    } catch (error) {
      failure.report(error);
      setBusy(false);
      return;
    }
    if (own) {
      sessionStore.signOut();
      return;
    }
    client.cache.evict({ id: client.cache.identify({ __typename: 'User', id: user.id }) });
    client.cache.gc();
    navigate(routeTo('/home'));
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <FailureMessage failure={failure} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {own ? 'Deleting your user ends your access to the portal.' : 'Deleting this user ends their access to the portal.'} The only owner of a group must hand
        it over first.
      </Typography>
      <div>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Delete />}
          loading={busy}
          disabled={unavailableReason !== undefined}
          aria-describedby={unavailableReason === undefined ? undefined : 'delete-user-unavailable'}
          onClick={() => void remove()}
        >
          Delete user
        </Button>
      </div>
      {unavailableReason !== undefined && (
        <Typography id="delete-user-unavailable" variant="body2" sx={{ color: 'text.secondary' }}>
          {unavailableReason}
        </Typography>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useNavigateKeepingSearch } from '../../../lib/navigation';
import { CanDeleteAccountQuery, DeleteGroupMutation } from './delete-account-section-documents';

/**
 * Deleting the account: the account manager is asked first whether it may go (an account still
 * paying for a service may not), then the person confirms. Once deleted it leaves the cache, so
 * the account bar and Change Account no longer offer it.
 */
export function DeleteAccountSection({ account }: { account: { id: string; name: string } }) {
  const client = useApolloClient();
  const navigate = useNavigateKeepingSearch();
  const [deleteGroup] = useMutation(DeleteGroupMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failure = useFailure('delete the account');

  const start = async () => {
    failure.clear();
    setRefusal(null);
    setBusy(true);
    try {
      const { data } = await client.query({ query: CanDeleteAccountQuery, variables: { accountId: account.id }, fetchPolicy: 'network-only' });
      if (!data?.canDeleteAccount.canDelete) {
        setRefusal(data?.canDeleteAccount.reason ?? 'This account may not be deleted.');
        return;
      }
      const name = account.name || 'this account';
      const confirmed = await openDialog({
        kind: 'question',
        title: 'Delete account',
        message: `Delete ${name}? Its users lose access to it, and this cannot be undone.`,
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      });
      if (!confirmed) return;
      await deleteGroup({ variables: { groupId: account.id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Group', id: account.id }) });
      client.cache.gc();
      navigate('/home');
    } catch (error) {
      failure.report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Delete account
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          An account can be deleted once its subscriptions have ended and its API tokens are no longer in use.
        </Typography>
        <FailureMessage failure={failure} />
        {refusal && (
          <Alert severity="warning" role="alert" data-testid="delete-account-refusal">
            {refusal}
          </Alert>
        )}
        <div>
          <Button color="error" variant="outlined" loading={busy} onClick={() => void start()}>
            Delete account
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyToClipboard } from '../../lib/clipboard';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { PasswordField } from '../../components/password-field';
import { useShell } from './shell-context';
import { ExportApiTokenMutation } from './export-token-dialog-documents';

const credentialsSchema = z.object({ userName: z.string().trim().min(1, 'Enter your user name'), password: z.string().min(1, 'Enter your password') });

/** A one-year API token for the current account, after the user confirms who they are. */
export function ExportTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, selection } = useShell();
  const [token, setToken] = useState<string | null>(null);
  const failure = useFailure('export the API token');
  const [exportToken] = useMutation(ExportApiTokenMutation);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { userName: user.userName, password: '' },
  });
  const account = selection?.account;

  const close = () => {
    setToken(null);
    failure.clear();
    reset({ userName: user.userName, password: '' });
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!account) return;
    failure.clear();
    try {
      const { data } = await exportToken({ variables: { ...values, accountId: account.id } });
      if (data) setToken(data.exportApiToken);
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="export-token-title">
      <DialogTitle id="export-token-title">Export API Token</DialogTitle>
      {token ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>This token lets your systems call the services for {account?.name} for one year. Keep it secret.</DialogContentText>
              <TextField
                label="API token"
                value={token}
                multiline
                rows={11}
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button startIcon={<ContentCopy />} onClick={() => void copyToClipboard(token)}>
              Copy
            </Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {account ? `Confirm your user name and password to export a token for ${account.name}.` : 'Choose an account first.'}
              </DialogContentText>
              <FailureMessage failure={failure} />
              <TextField
                label="User name"
                autoComplete="username"
                {...register('userName')}
                error={!!formState.errors.userName}
                helperText={formState.errors.userName?.message}
              />
              <PasswordField
                label="Password"
                autoComplete="current-password"
                autoFocus
                {...register('password')}
                error={!!formState.errors.password}
                helperText={formState.errors.password?.message}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!account} loading={formState.isSubmitting}>
              Export
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

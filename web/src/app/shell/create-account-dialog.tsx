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
import { soleParentForNewAccount } from '../access/selection';
import { useShell } from './shell-context';
import { useShowGroup } from './frame-actions-provider';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { NewAccountOwnerChooser, newGroupFor, type NewAccountOwner } from './new-account-owner';
import { CreateGroupMutation } from './create-account-dialog-documents';
import { requiredText } from '../../lib/free-text';

export const nameSchema = z.object({ name: requiredText('Enter a name') });

/**
 * New account: under the user's sole corporate organisation or partner. Super users (the staff
 * menu's Create new account) choose whom it is for: a user, who gets a new organisation whose
 * account starts with an empty name (docs/texts-and-constants.md), or a partner or organisation to create it in.
 */
export function CreateAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, tree } = useShell();
  const failure = useFailure('create the account');
  const [createGroup] = useMutation(CreateGroupMutation);
  const showGroup = useShowGroup();
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });
  const parent = soleParentForNewAccount(tree);
  const forSomeone = user.roles.includes('super');
  const [owner, setOwner] = useState<NewAccountOwner | null>(null);

  const close = () => {
    reset();
    setOwner(null);
    failure.clear();
    onClose();
  };

  const submit = handleSubmit(async ({ name }) => {
    failure.clear();
    const input = forSomeone
      ? newGroupFor(owner, name)
      : parent
        ? { groupId: parent.id, type: parent.type === 'partner' ? ('organisation' as const) : ('account' as const), name }
        : { userId: user.id, type: 'organisation' as const, name };
    let created: { id: string; accountId?: string | null } | undefined;
    try {
      created = (await createGroup({ variables: { input } })).data?.createGroup;
    } catch (error) {
      failure.report(error);
      return;
    }
    try {
      // What was just made becomes the current organisation and account (docs/flows.md): the
      // new account, or the account a new organisation came with, else the organisation alone.
      if (created) await showGroup(created.accountId ?? created.id);
    } catch {
      // The group exists; the error dialog has said why the switch to it failed.
    }
    close();
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="create-account-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-account-title">{parent && !forSomeone ? 'Create New Account' : 'Create new account'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {forSomeone
                ? 'For a user: a new organisation they own, with its first account. In a partner: a new organisation. In an organisation: a new account.'
                : parent
                  ? `The new account belongs to ${parent.name}.`
                  : 'A new organisation with its first account.'}
            </DialogContentText>
            <FailureMessage failure={failure} />
            {forSomeone && <NewAccountOwnerChooser chosen={owner} onChoose={setOwner} />}
            <TextField label="Name" autoFocus={!forSomeone} {...register('name')} error={!!formState.errors.name} helperText={formState.errors.name?.message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

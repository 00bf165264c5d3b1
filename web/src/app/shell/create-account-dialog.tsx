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
import { graphql } from '../../gql/gql';
import { soleParentForNewAccount } from '../access/selection';
import { useShell } from './shell-context';
import { useShowGroup } from './frame-actions-provider';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';

export const CreateGroupMutation = graphql(`
  mutation CreateGroup($input: NewGroupInput!) {
    createGroup(input: $input) {
      id
      accountId
    }
  }
`);

const nameSchema = z.object({ name: z.string().trim().min(1, 'Enter a name') });

/**
 * New account: under the user's sole corporate organisation or partner; staff creating a new
 * customer make an organisation under themselves, whose account starts with an empty name.
 */
export function CreateAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, tree } = useShell();
  const failure = useFailure('create the account');
  const [createGroup] = useMutation(CreateGroupMutation);
  const showGroup = useShowGroup();
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });
  const parent = soleParentForNewAccount(tree);

  const close = () => {
    reset();
    failure.clear();
    onClose();
  };

  const submit = handleSubmit(async ({ name }) => {
    failure.clear();
    const input = parent
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
      // What was just made becomes the current organisation and account (spec section 4): the
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
        <DialogTitle id="create-account-title">{parent ? 'Create New Account' : 'Create new account'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{parent ? `The new account belongs to ${parent.name}.` : 'A new organisation with its first account.'}</DialogContentText>
            <FailureMessage failure={failure} />
            <TextField label="Name" autoFocus {...register('name')} error={!!formState.errors.name} helperText={formState.errors.name?.message} />
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

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { TokenCard_TokenFragment } from '../../../gql/graphql';
import { UpdateApiTokenMutation } from './token-documents';
import { capField, capInput } from './token-caps';
import { TokenSettingsFields } from './token-settings-fields';
import { expiryDay, expiryInput, tokenSettingsSchema, type TokenSettingsValues } from './token-values';

/** Changes a token's tag, IP range, referrer, expiry and daily caps. Mounted while open, so it starts from the token as it is. */
export function EditTokenDialog({ token, onClose }: { token: TokenCard_TokenFragment; onClose: () => void }) {
  const failure = useFailure('change the token');
  const [update] = useMutation(UpdateApiTokenMutation);
  const form = useForm<TokenSettingsValues>({
    resolver: zodResolver(tokenSettingsSchema),
    defaultValues: {
      tag: token.tag,
      ipRange: token.ipRange,
      referrer: token.referrer,
      expiry: expiryDay(token.expiry),
      dailyCap: capField(token.dailyCap),
      dailyCapPerAddress: capField(token.dailyCapPerAddress),
    },
  });

  const save = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      await update({
        variables: {
          accountId: token.accountId,
          id: token.id,
          input: {
            tag: values.tag,
            ipRange: values.ipRange,
            referrer: values.referrer,
            expiry: expiryInput(values.expiry),
            dailyCap: capInput(values.dailyCap),
            dailyCapPerAddress: capInput(values.dailyCapPerAddress),
          },
        },
      });
      onClose();
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-token-title">
      <DialogTitle id="edit-token-title">Edit token {token.tag}</DialogTitle>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <FailureMessage failure={failure} />
            <TokenSettingsFields control={form.control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { PasswordField } from '../../../components/password-field';
import { readFailure } from '../../../lib/apollo/failure';
import { CreateApiTokenMutation } from './token-documents';
import { capInput } from './token-caps';
import { TokenSettingsFields } from './token-settings-fields';
import { expiryInput, tagTakenMessage, takenTag, tokenSettingsSchema, type TokenSettingsValues } from './token-values';

const emptySettings: TokenSettingsValues = { tag: '', ipRange: '', referrer: '', expiry: '', dailyCap: '', dailyCapPerAddress: '' };

interface Props {
  open: boolean;
  accountId: string;
  accountName: string;
  /** The tags of the account's tokens, as the list shows them: a new token may not take one. */
  takenTags: readonly string[];
  onClose: () => void;
  /** Called with the new token's tag once it exists. */
  onCreated: (tag: string) => void;
}

/** Under the password field, when the service refuses it: the person typed a password and nothing else. */
export const WRONG_PASSWORD = 'That password is not right: enter the one you log in with';

/**
 * A new token in two steps: its settings, then the person's password to confirm (a form of its
 * own, so Enter confirms, as every password confirmation does, docs/texts-and-constants.md).
 * A tag the account has already is refused in the first step, under the tag: asking for the
 * password first, to refuse the tag after, made the person type it for nothing.
 */
export function CreateTokenDialog({ open, accountId, accountName, takenTags, onClose, onCreated }: Props) {
  const [settings, setSettings] = useState<TokenSettingsValues | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const failure = useFailure('create the token');
  const [create, { loading }] = useMutation(CreateApiTokenMutation, {
    // The new token joins the account's list in the cache, so the list shows it without asking again.
    update(cache, { data }) {
      const created = data?.createApiToken;
      if (!created) return;
      cache.modify({
        fields: {
          apiTokens(existing: readonly Reference[] = [], { storeFieldName, toReference }) {
            const reference = toReference(created);
            if (!storeFieldName.includes(JSON.stringify(accountId)) || !reference) return existing;
            return [...existing, reference];
          },
        },
      });
    },
  });
  const form = useForm<TokenSettingsValues>({ resolver: zodResolver(tokenSettingsSchema), defaultValues: emptySettings });

  const close = () => {
    setSettings(null);
    setPassword('');
    setPasswordError(null);
    failure.clear();
    form.reset(emptySettings);
    onClose();
  };

  const next = form.handleSubmit((values) => {
    failure.clear();
    const taken = takenTag(values.tag, takenTags);
    if (taken) {
      form.setError('tag', { message: tagTakenMessage(taken) }, { shouldFocus: true });
      return;
    }
    setSettings(values);
  });

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    if (password === '') {
      setPasswordError('Enter your password');
      return;
    }
    failure.clear();
    try {
      await create({
        variables: {
          input: {
            accountId,
            tag: settings.tag,
            ipRange: settings.ipRange,
            referrer: settings.referrer,
            expiry: expiryInput(settings.expiry),
            dailyCap: capInput(settings.dailyCap),
            dailyCapPerAddress: capInput(settings.dailyCapPerAddress),
            password,
          },
        },
      });
      onCreated(settings.tag);
      close();
    } catch (error) {
      const refused = readFailure(error);
      if (refused.code === 'CONFLICT') {
        // A token took the tag since the list was read: back to the tag, with the service's words.
        setSettings(null);
        form.setError('tag', { message: refused.msg });
      } else if (refused.code === 'BAD_REQUEST') {
        // The gateway checked every setting before the password was tried (docs/api-errors.md):
        // what the service refuses now is the password.
        setPassword('');
        setPasswordError(WRONG_PASSWORD);
      } else {
        failure.report(error);
      }
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-token-title">
      <DialogTitle id="create-token-title">{settings ? 'Confirm your password' : 'Create token'}</DialogTitle>
      {settings ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                Enter your password to create the token {settings.tag} for {accountName}.
              </DialogContentText>
              <FailureMessage failure={failure} />
              <PasswordField
                label="Password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
                error={!!passwordError}
                helperText={passwordError ?? undefined}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSettings(null)}>Back</Button>
            <Button type="submit" variant="contained" loading={loading}>
              Create token
            </Button>
          </DialogActions>
        </form>
      ) : (
        <form onSubmit={(event) => void next(event)} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                A key for your programs to call the services for {accountName}. You can restrict where it may be used from, and how many clicks it may spend a
                day.
              </DialogContentText>
              <TokenSettingsFields control={form.control} autoFocusTag />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained">
              Next
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

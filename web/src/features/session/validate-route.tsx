import { Navigate, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { useNavigating, withSearch } from '../../lib/navigation';
import { CenteredCard } from '../../components/centered-card';
import { FormAlert } from '../../components/form-alert';
import { FailureMessage } from '../../components/failure/failure-message';
import { codeDigits, useAccountValidation } from './use-account-validation';

export function Component() {
  const user = useSession();
  const { search } = useLocation();
  const { form, submit, resend, resending, notice, failure } = useAccountValidation(user);
  const code = form.register('code');
  const { errors, isSubmitting } = form.formState;
  const navigating = useNavigating();

  // Log Out (or a 401) ends the session while this page is open.
  if (!user) return <Navigate to={withSearch('/login', search)} replace />;

  return (
    <CenteredCard title="Validate your account" subtitle={<>We sent a six-digit code to {user.userName}. Enter it to finish setting up your account.</>}>
      <form onSubmit={submit} noValidate aria-label="Validate your account">
        <Stack spacing={2.5}>
          <FailureMessage failure={failure} />
          <FormAlert message={notice} severity="success" />
          <TextField
            label="Validation code"
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...code}
            // The digits alone, as typed or pasted: a code copied with a space around or within it works.
            onChange={(event) => {
              event.target.value = codeDigits(event.target.value);
              void code.onChange(event);
            }}
            error={!!errors.code}
            helperText={errors.code?.message}
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting || navigating}>
            Validate
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => void resend()} loading={resending}>
              Send a new code
            </Button>
            <Button color="inherit" onClick={() => sessionStore.signOut()}>
              Log Out
            </Button>
          </Stack>
        </Stack>
      </form>
    </CenteredCard>
  );
}

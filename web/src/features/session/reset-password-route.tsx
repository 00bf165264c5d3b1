import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailAddress } from '../../lib/email-rule';
import { useGatewayRequest } from '../../lib/gateway-request';
import { withSearch } from '../../lib/navigation';
import { CenteredCard } from '../../components/centered-card';
import { FormAlert } from '../../components/form-alert';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { PasswordField } from '../../components/password-field';
import { passwordRule } from './password-rule';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './reset-password-documents';

export const requestSchema = z.object({ userName: emailAddress('Enter the e-mail address you sign in with') });
const resetSchema = z
  .object({ activationCode: z.string().trim().min(1, 'Enter the activation code'), password: passwordRule, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });

/**
 * Where a reset stands: the address a code was asked for, and whether it was sent. Kept in the
 * tab's history entry (the router's location state), so that a reload, or Back from another page,
 * finds the code step again: asking anew would replace the code already e-mailed. Not in the query,
 * which every route keeps (docs/routes-and-access.md) and would carry the address into the portal.
 */
interface ResetProgress {
  userName: string;
  codeSent: boolean;
}

function progressOf(state: unknown): ResetProgress | null {
  if (typeof state !== 'object' || state === null) return null;
  const { userName, codeSent } = state as Record<string, unknown>;
  return typeof userName === 'string' && typeof codeSent === 'boolean' ? { userName, codeSent } : null;
}

export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const progress = progressOf(location.state);
  const [done, setDone] = useState(false);
  /** Keeps `next` in this page's history entry, in place of what was there. */
  const keep = (next: ResetProgress) => void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: next });
  const codeSentTo = !done && progress?.codeSent ? progress.userName : null;
  const backToLogin = (
    <Link component={RouterLink} to={withSearch('/login', location.search)}>
      Back to log in
    </Link>
  );
  return (
    <CenteredCard
      title="Reset your password"
      subtitle={
        done
          ? undefined
          : codeSentTo === null
            ? 'Enter the e-mail address you sign in with and we will send you an activation code.'
            : `We sent an activation code to ${codeSentTo}. Enter it with your new password.`
      }
    >
      {!done && codeSentTo === null && (
        <RequestStep initialUserName={progress?.userName ?? params.get('userId') ?? ''} onSent={(userName) => keep({ userName, codeSent: true })} />
      )}
      {codeSentTo !== null && (
        <ResetStep
          userName={codeSentTo}
          onDone={() => {
            setDone(true);
            // The code is spent: a reload starts again at the address, filled in.
            keep({ userName: codeSentTo, codeSent: false });
          }}
          onAskAgain={() => keep({ userName: codeSentTo, codeSent: false })}
        />
      )}
      {done && <FormAlert severity="success" message="Your password has been changed. You can now log in with it." />}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>{backToLogin}</Stack>
    </CenteredCard>
  );
}

function RequestStep({ initialUserName, onSent }: { initialUserName: string; onSent: (userName: string) => void }) {
  const failure = useFailure('send the activation code');
  const request = useGatewayRequest();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(requestSchema), defaultValues: { userName: initialUserName } });
  const submit = handleSubmit(async ({ userName }) => {
    failure.clear();
    try {
      await request(RequestPasswordResetMutation, { userName });
      onSent(userName);
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Request an activation code">
      <Stack spacing={2.5}>
        <FailureMessage failure={failure} />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="username"
          autoFocus
          {...register('userName')}
          error={!!formState.errors.userName}
          helperText={formState.errors.userName?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Send activation code
        </Button>
      </Stack>
    </form>
  );
}

function ResetStep({ userName, onDone, onAskAgain }: { userName: string; onDone: () => void; onAskAgain: () => void }) {
  const failure = useFailure('reset your password');
  const request = useGatewayRequest();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: { activationCode: '', password: '', confirmPassword: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async ({ activationCode, password }) => {
    failure.clear();
    try {
      await request(ResetPasswordMutation, { userName, activationCode, password });
      onDone();
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack spacing={2.5}>
        <FailureMessage failure={failure} />
        <TextField
          label="Activation code"
          autoComplete="one-time-code"
          autoFocus
          {...register('activationCode')}
          error={!!errors.activationCode}
          helperText={errors.activationCode?.message}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message ?? 'At least 8 characters, with a letter and a digit'}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Change password
        </Button>
        {/* Asking again replaces the code sent: offered, not done for them, since the first may still arrive. */}
        <Button onClick={onAskAgain} disabled={formState.isSubmitting}>
          Ask for a new code
        </Button>
      </Stack>
    </form>
  );
}

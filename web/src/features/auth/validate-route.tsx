import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { graphql } from '../../gql/gql';
import { failureText } from '../../lib/apollo/failure';
import { sessionStore } from '../../lib/session/session-store';
import { signOut } from '../../lib/session/sign-out';
import { useSession } from '../../lib/session/use-session';
import { useNavigateKeepingSearch, withSearch } from '../../lib/navigation';
import { CenteredCard } from '../../components/CenteredCard';
import { FormAlert } from '../../components/FormAlert';

export const ValidateUserMutation = graphql(`
  mutation ValidateUser($code: String!) {
    validateUser(code: $code) {
      ...SessionUser_session
    }
  }
`);

export const SendValidationCodeMutation = graphql(`
  mutation SendValidationCode {
    sendValidationCode
  }
`);

const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the six digits of your code') });
type CodeForm = z.infer<typeof codeSchema>;

export function Component() {
  const user = useSession();
  const client = useApolloClient();
  const navigate = useNavigateKeepingSearch();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [validate] = useMutation(ValidateUserMutation, { context: { skipErrorDialog: true } });
  const [sendCode, sending] = useMutation(SendValidationCodeMutation, { context: { skipErrorDialog: true } });
  const { register, handleSubmit, formState } = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { search } = useLocation();

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    setNotice(null);
    try {
      const { data } = await validate({ variables: { code } });
      if (!data) return;
      sessionStore.signIn(data.validateUser);
      navigate('/home', { replace: true });
    } catch (error) {
      setFailure(failureText(error, 'validate your account'));
    }
  });

  const resend = async () => {
    setFailure(null);
    setNotice(null);
    try {
      await sendCode();
      setNotice(`A new code is on its way to ${user?.userName ?? 'you'}.`);
    } catch (error) {
      setFailure(failureText(error, 'send a new code'));
    }
  };

  // Log Out (or a 401) ends the session while this page is open.
  if (!user) return <Navigate to={withSearch('/login', search)} replace />;

  return (
    <CenteredCard
      title="Validate your account"
      subtitle={<>We sent a six-digit code to {user.userName}. Enter it to finish setting up your account.</>}
    >
      <form onSubmit={submit} noValidate aria-label="Validate your account">
        <Stack spacing={2.5}>
          <FormAlert message={failure} />
          <FormAlert message={notice} severity="success" />
          <TextField
            label="Validation code"
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            {...register('code')}
            error={!!formState.errors.code}
            helperText={formState.errors.code?.message}
          />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            Validate
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => void resend()} loading={sending.loading}>
              Send a new code
            </Button>
            <Button color="inherit" onClick={() => void signOut(client)}>
              Log Out
            </Button>
          </Stack>
        </Stack>
      </form>
    </CenteredCard>
  );
}

import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSignIn } from './use-sign-in';
import { useNavigateKeepingSearch, withSearch } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { PasswordField } from '../../components/password-field';

// The form's own rules rather than a zod schema: zod would add some 25 KB gzip to the first page.
type SignInForm = { userName: string; password: string };
const userNameRules = { validate: (value: string) => value.trim() !== '' || 'Enter your user name' };
const passwordRules = { required: 'Enter your password' };

export function Component() {
  const navigate = useNavigateKeepingSearch();
  const { search } = useLocation();
  const failure = useFailure('sign in');
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInForm>({
    defaultValues: { userName: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const session = await signIn(values.userName.trim(), values.password);
      navigate(session.validated ? '/home' : '/validate', { replace: true });
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack spacing={2.5}>
        <FailureMessage failure={failure} />
        <TextField
          label="User name"
          autoComplete="username"
          autoFocus
          {...register('userName', userNameRules)}
          error={!!formState.errors.userName}
          helperText={formState.errors.userName?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password', passwordRules)}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Log In
        </Button>
        <Link component={RouterLink} to={withSearch('/resetpassword', search)} sx={{ alignSelf: 'center' }}>
          Forgotten your password?
        </Link>
      </Stack>
    </form>
  );
}

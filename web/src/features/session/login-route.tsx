import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useSignIn } from './use-sign-in';
import { useNavigateKeepingSearch, useNavigating, withSearch } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { OutlinedField } from '../../components/outlined-field';
import { PasswordField } from '../../components/password-field';

// The first page anyone loads, so its two fields are checked by hand: a zod schema would add some
// 25 KB gzip to it, react-hook-form 13.6 KB. The form behaves as the portal's react-hook-form forms
// do: the inputs keep their own values, read when needed (a browser's autofill included); nothing
// is checked until the first Log In; from then on the fields are checked as they change; and a
// Log In with a field wrong focuses the first such field and sends nothing.

type SignInForm = { userName: string; password: string };
type Field = keyof SignInForm;
const fields: readonly Field[] = ['userName', 'password'];

function mistakes({ userName, password }: SignInForm): Partial<Record<Field, string>> {
  return {
    ...(userName.trim() === '' && { userName: 'Enter your user name' }),
    ...(password === '' && { password: 'Enter your password' }),
  };
}

export function Component() {
  const navigate = useNavigateKeepingSearch();
  const goBack = useNavigate();
  const { search } = useLocation();
  const failure = useFailure('sign in');
  const signIn = useSignIn();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [triedOnce, setTriedOnce] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const navigating = useNavigating();
  const userNameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const read = (): SignInForm => ({ userName: userNameInput.current?.value ?? '', password: passwordInput.current?.value ?? '' });
  const recheck = () => {
    if (triedOnce) setErrors(mistakes(read()));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read();
    const found = mistakes(values);
    setTriedOnce(true);
    setErrors(found);
    const wrong = fields.find((field) => found[field]);
    if (wrong) {
      (wrong === 'userName' ? userNameInput : passwordInput).current?.focus();
      return;
    }
    failure.clear();
    setSubmitting(true);
    // Fetched beside the sign-in rather than with the page, which has no room for it
    // (scripts/bundle-budget.ts); should it fail to arrive, the sign-in still goes home.
    const returnPoint = import('../../lib/session/take-return-point').catch(() => null);
    try {
      const session = await signIn(values.userName.trim(), values.password);
      // Back to the page a lost session left, for the same person only, or on to the page opened
      // signed out; its own query is the one kept. An unvalidated user validates first, and the
      // note waits for the code (use-account-validation.ts).
      const back = session.validated ? ((await returnPoint)?.takeReturnPoint(session.id) ?? null) : null;
      if (back) void goBack(back, { replace: true });
      else navigate(session.validated ? '/home' : '/validate', { replace: true });
    } catch (error) {
      failure.report(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Log in">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FailureMessage failure={failure} />
        <OutlinedField
          label="User name"
          name="userName"
          autoComplete="username"
          autoFocus
          ref={userNameInput}
          onChange={recheck}
          error={!!errors.userName}
          helperText={errors.userName}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          ref={passwordInput}
          onChange={recheck}
          error={!!errors.password}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting || navigating}>
          Log In
        </Button>
        <Link component={RouterLink} to={withSearch('/resetpassword', search)} sx={{ justifySelf: 'center' }}>
          Forgotten your password?
        </Link>
      </Box>
    </form>
  );
}

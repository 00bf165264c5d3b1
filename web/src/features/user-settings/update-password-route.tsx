import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeTo, withSearch } from '../../lib/navigation';
import { passwordRule } from '../../lib/password-rule';
import { useSession } from '../../lib/session/use-session';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { FormAlert } from '../../components/form-alert';
import { readFailure } from '../../lib/apollo/failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { PasswordField } from '../../components/password-field';
import { PasswordRuleChecklist } from './password-rule-checklist';
import { updatePasswordTips } from './user-settings-tips';
import { ChangePasswordMutation } from './update-password-documents';
import { useSignInAgain } from './use-sign-in-again';

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password'), newPassword: passwordRule, confirmPassword: z.string() })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'Choose a password other than your current one' })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });

type Passwords = z.infer<typeof changePasswordSchema>;

/**
 * Under the current password, when the service refuses it. The service answers with its sign-in
 * words ("Invalid user name or password"), which read wrongly here: the person typed no user name.
 */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
/**
 * The service's refusal of the current password, in its sign-in words, as the gateway passes it on.
 * Its only refusal that says the password is wrong: a locked user ("User is locked") is refused
 * once the password is found right, and a new password it will not take is refused for that.
 */
const WRONG_PASSWORD_REASON = 'Invalid user name or password';
const empty: Passwords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in user's password: the current one proves it is them, the rule is shown as they type. */
export function Component() {
  useHelpTips('updatePassword', updatePasswordTips);
  const session = useSession();
  const { search } = useLocation();
  const failure = useFailure('change your password');
  const [changePassword] = useMutation(ChangePasswordMutation);
  const signInAgain = useSignInAgain();
  const [changed, setChanged] = useState(false);
  const { register, handleSubmit, formState, control, reset, resetField, setError } = useForm<Passwords>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const errors = formState.errors;
  const submit = handleSubmit(async ({ currentPassword, newPassword: chosen }) => {
    failure.clear();
    setChanged(false);
    try {
      await changePassword({ variables: { currentPassword, newPassword: chosen } });
    } catch (error) {
      const refusal = readFailure(error);
      if (refusal.code === 'BAD_REQUEST' && refusal.msg === WRONG_PASSWORD_REASON) {
        // Emptied, so it is typed again. Any other refusal (a locked user, whose password is right;
        // a new password refused) says so in its own words: told their password is wrong, a person
        // would retype a right one until the attempt throttle locked them out.
        resetField('currentPassword');
        setError('currentPassword', { message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
      } else if (refusal.code === 'BAD_USER_INPUT' && refusal.argument === 'newPassword') {
        // The gateway's own check of the new password, made before the current one is tried.
        setError('newPassword', { message: refusal.msg }, { shouldFocus: true });
      } else {
        failure.report(error);
      }
      return;
    }
    // The change ended every session of the user, this one too (docs/flows.md): signed in again
    // with the new password at once, the person stays where they are. Should that fail (throttled,
    // the network), the password is changed all the same, and the next call's refusal takes them to
    // the login page as any ended session does.
    if (session) await signInAgain(session.userName, chosen).catch(() => undefined);
    reset(empty);
    setChanged(true);
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="h4" component="h1">
        Update Password
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <form onSubmit={submit} noValidate aria-label="Change your password">
          {/* The user name lets a password manager file the new password under the right login. */}
          <input type="text" name="username" autoComplete="username" value={session?.userName ?? ''} readOnly hidden />
          <Stack spacing={2.5}>
            <FailureMessage failure={failure} testId="update-password-failure" />
            <FormAlert severity="success" message={changed ? 'Your password has been changed. Use it the next time you log in.' : null} />
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              {...register('currentPassword')}
              error={!!errors.currentPassword}
              helperText={errors.currentPassword?.message}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              {...register('newPassword')}
              error={!!errors.newPassword}
              helperText={errors.newPassword?.message}
            />
            <PasswordRuleChecklist password={newPassword} id="update-password-rule" />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              {...register('confirmPassword')}
              error={!!errors.confirmPassword}
              helperText={errors.confirmPassword?.message}
            />
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              {session && (
                <Link component={RouterLink} to={withSearch(routeTo('/user/:userId', { userId: session.id }), search)}>
                  Back to My Settings
                </Link>
              )}
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Change password
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

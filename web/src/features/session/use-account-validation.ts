import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { useGatewayRequest } from '../../lib/gateway-request';
import { sessionStore } from '../../lib/session/session-store';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { useFailure } from '../../components/failure/use-failure';
import { ValidateUserMutation, SendValidationCodeMutation } from './use-account-validation-documents';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the six digits of your code'),
});
type CodeForm = z.infer<typeof codeSchema>;

/**
 * The code a new user was sent: entered, it validates the account and leads home, or to the page
 * opened before signing in (lib/session/take-return-point.ts); or a new one is sent.
 */
export function useAccountValidation(userName: string | undefined) {
  const navigate = useNavigateKeepingSearch();
  const goBack = useNavigate();
  const failure = useFailure('validate your account');
  const [notice, setNotice] = useState<string | null>(null);
  const request = useGatewayRequest();
  const [resending, setResending] = useState(false);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    failure.clear();
    setNotice(null);
    try {
      const { validateUser } = await request(ValidateUserMutation, { code });
      sessionStore.signIn(validateUser);
      // The sign-in is complete only now: a page opened signed out before it was left for this
      // moment. Fetched as the login form fetches it, in a chunk of its own: should it fail to
      // arrive, they go home.
      const back = await import('../../lib/session/take-return-point').then(
        ({ takeReturnPoint }) => takeReturnPoint(validateUser.id),
        () => null,
      );
      if (back) void goBack(back, { replace: true });
      else navigate('/home', { replace: true });
    } catch (error) {
      failure.report(error);
    }
  });

  const resend = async () => {
    failure.clear();
    setNotice(null);
    setResending(true);
    try {
      await request(SendValidationCodeMutation);
      setNotice(`A new code is on its way to ${userName ?? 'you'}.`);
    } catch (error) {
      failure.report(error, 'send a new code');
    } finally {
      setResending(false);
    }
  };

  return { form, submit, resend, resending, notice, failure };
}

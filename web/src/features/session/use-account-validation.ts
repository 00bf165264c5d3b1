import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
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

/** The code a new user was sent: entered, it validates the account and leads home; or a new one is sent. */
export function useAccountValidation(userName: string | undefined) {
  const navigate = useNavigateKeepingSearch();
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
      navigate('/home', { replace: true });
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

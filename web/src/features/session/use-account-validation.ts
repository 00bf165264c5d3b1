import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { useGatewayRequest } from '../../lib/gateway-request';
import { ReauthenticateMutation } from '../../lib/session/session-documents';
import { serverClock } from '../../lib/session/server-clock';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionUser } from '../../lib/session/session-user';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { useFailure } from '../../components/failure/use-failure';
import { ValidateUserMutation, SendValidationCodeMutation } from './use-account-validation-documents';

/** How long the code is: a pasted or typed text gives up to this many of its digits. */
const CODE_LENGTH = 6;

/**
 * The digits of what was typed or pasted, the first six: " 389918" and "389 918" as copied from
 * the e-mail are "389918". The field's own limit of six characters cut a pasted code short of its
 * last digit before a space in it could be taken out.
 */
export const codeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, CODE_LENGTH);

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the six digits of your code'),
});
type CodeForm = z.infer<typeof codeSchema>;

/**
 * The code a new user was sent: entered, it validates the account and leads home, or to the page
 * opened before signing in (lib/session/take-return-point.ts); or a new one is sent. A user
 * validated elsewhere (another tab, another browser) is sent on the same way, as soon as this tab
 * knows: at once from another tab of this browser (the session store follows it), and from anywhere
 * else when this tab comes back to the front and asks.
 */
export function useAccountValidation(user: SessionUser | null) {
  const navigate = useNavigateKeepingSearch();
  const goBack = useNavigate();
  const failure = useFailure('validate your account');
  const [notice, setNotice] = useState<string | null>(null);
  const request = useGatewayRequest();
  const [resending, setResending] = useState(false);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const userName = user?.userName;
  const userId = user?.validated ? user.id : undefined;
  const sentOn = useRef(false);

  // Whoever validated (this form, another tab, another browser), the session now says so: once.
  useEffect(() => {
    if (!userId || sentOn.current) return;
    sentOn.current = true;
    void (async () => {
      // The sign-in is complete only now: a page opened signed out before it was left for this
      // moment. Fetched as the login form fetches it, in a chunk of its own: should it fail to
      // arrive, they go home.
      const back = await import('../../lib/session/take-return-point').then(
        ({ takeReturnPoint }) => takeReturnPoint(userId),
        () => null,
      );
      if (back) void goBack(back, { replace: true });
      else navigate('/home', { replace: true });
    })();
  }, [userId, goBack, navigate]);

  useValidatedElsewhere(user);

  const submit = form.handleSubmit(async ({ code }) => {
    failure.clear();
    setNotice(null);
    try {
      const { validateUser } = await request(ValidateUserMutation, { code });
      serverClock.noteSessionAnswer(validateUser.jwt);
      sessionStore.signIn(validateUser);
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

/**
 * Asks, when the tab comes back to the front, whether the user has validated meanwhile where this
 * tab cannot hear of it (another browser, a phone): a renewed session says. Taken only when it says
 * so, and only for the session that asked (not after Log Out). Should the question fail, nothing
 * changes: the code can still be entered, and a 401 ends the session as anywhere else.
 */
function useValidatedElsewhere(user: SessionUser | null) {
  const request = useGatewayRequest();
  const jwt = user && !user.validated ? user.jwt : undefined;
  const accountId = user?.accountId ?? null;
  useEffect(() => {
    if (!jwt) return;
    let asking = false;
    const ask = async () => {
      if (asking || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const { reauthenticate } = await request(ReauthenticateMutation, { accountId });
        serverClock.noteSessionAnswer(reauthenticate.jwt);
        if (reauthenticate.validated && sessionStore.get()?.jwt === jwt) sessionStore.signIn(reauthenticate);
      } catch {
        // Nothing learnt; the form is there as before.
      } finally {
        asking = false;
      }
    };
    const onFront = () => void ask();
    document.addEventListener('visibilitychange', onFront);
    window.addEventListener('focus', onFront);
    return () => {
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('focus', onFront);
    };
  }, [jwt, accountId, request]);
}

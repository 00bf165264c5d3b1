import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { captchaToken } from '../../lib/captcha';
import { serverClock } from '../../lib/session/server-clock';
import { sessionStore } from '../../lib/session/session-store';
import { SignInAgainMutation } from './use-sign-in-again-documents';

/**
 * Signs the person in again with the password they have just chosen: the change ended every
 * session of theirs, this page's too (docs/flows.md). The login page's sign-in
 * (features/session/use-sign-in.ts), which a feature may not import: a captcha token for `login`,
 * the server's time noted as the session arrives, the session kept. The same user signs in, so the
 * partner, organisation and account they had chosen stay chosen (lib/session/session-store.ts).
 */
export function useSignInAgain() {
  const [signIn] = useMutation(SignInAgainMutation);
  return useCallback(
    async (userName: string, password: string) => {
      const token = await captchaToken('login');
      const { data } = await signIn({ variables: { userName, password, captchaToken: token ?? null } });
      if (!data) throw new Error('The portal did not answer');
      serverClock.noteSessionAnswer(data.signIn.jwt);
      sessionStore.signIn(data.signIn);
      return data.signIn;
    },
    [signIn],
  );
}

import { useCallback } from 'react';
import { captchaToken } from '../../lib/captcha';
import { useGatewayRequest } from '../../lib/gateway-request';
import { sessionStore } from '../../lib/session/session-store';
import { serverClock } from '../../lib/session/server-clock';
import { SignInMutation } from './use-sign-in-documents';

/** Signs in (with a captcha token for `login` where configured) and keeps the session, noting the server's time it came with. */
export function useSignIn() {
  const request = useGatewayRequest();
  return useCallback(
    async (userName: string, password: string) => {
      const token = await captchaToken('login');
      const { signIn } = await request(SignInMutation, { userName, password, captchaToken: token ?? null });
      // The server's time as the session arrives, which its renewals are timed by (app/session-keeper.tsx).
      serverClock.noteSessionAnswer(signIn.jwt);
      sessionStore.signIn(signIn);
      return signIn;
    },
    [request],
  );
}

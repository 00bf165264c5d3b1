import { useCallback } from 'react';
import { captchaToken } from '../../lib/captcha';
import { useGatewayRequest } from '../../lib/gateway-request';
import { sessionStore } from '../../lib/session/session-store';
import { SignInMutation } from './use-sign-in-documents';

/** Signs in (with a captcha token for `login` where configured) and keeps the session. */
export function useSignIn() {
  const request = useGatewayRequest();
  return useCallback(
    async (userName: string, password: string) => {
      const token = await captchaToken('login');
      const { signIn } = await request(SignInMutation, { userName, password, captchaToken: token ?? null });
      sessionStore.signIn(signIn);
      return signIn;
    },
    [request],
  );
}

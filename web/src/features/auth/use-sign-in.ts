import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql';
import { captchaToken } from '../../lib/captcha';
import { sessionStore } from '../../lib/session/session-store';

export const SignInMutation = graphql(`
  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {
    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {
      ...SessionUser_session
    }
  }
`);

/** Signs in (with a captcha token for `login` where configured) and keeps the session. */
export function useSignIn() {
  const [signIn] = useMutation(SignInMutation);
  return useCallback(
    async (userName: string, password: string) => {
      const token = await captchaToken('login');
      const { data } = await signIn({ variables: { userName, password, captchaToken: token ?? null } });
      if (!data) throw new Error('The portal did not answer');
      sessionStore.signIn(data.signIn);
      return data.signIn;
    },
    [signIn],
  );
}

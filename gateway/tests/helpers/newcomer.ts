import { graphql, signIn, type SandboxGateway, type SignedIn } from './sandbox-gateway';

/** New Main, new@new.example's account (the README's demo sign-ins). */
export const NEW_MAIN = '115';

const VALIDATE = 'mutation V($code: String!) { validateUser(code: $code) { jwt id accountId } }';

/**
 * new@new.example as a validated customer whose account holds no subscription: the demo data's
 * one account without any, which the tests of "no subscription" answers use. Until validated the
 * user may only validate (docs/routes-and-access.md), so it validates with its demo code through
 * /graphql; validating starts New Main's free trials (docs/first-run.md), which are taken out of
 * the sandbox again so that New Main holds nothing. A second call in the same sandbox signs in.
 */
export async function validatedNewcomer(portal: SandboxGateway): Promise<SignedIn> {
  const session = await signIn(portal.gateway, 'new@new.example');
  const user = portal.sandbox.store.getUser(Number(session.id));
  if (user?.validated) return session;
  const res = await graphql<{ validateUser: SignedIn }>(portal.gateway, VALIDATE, { code: '123456' }, session.jwt);
  if (!res.data?.validateUser) throw new Error(`new@new.example could not validate: ${JSON.stringify(res.errors)}`);
  const { subscriptions } = portal.sandbox.store;
  for (let i = subscriptions.length - 1; i >= 0; i -= 1) if (subscriptions[i]?.accountId === Number(NEW_MAIN)) subscriptions.splice(i, 1);
  return res.data.validateUser;
}

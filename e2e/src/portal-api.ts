import { PASSWORD } from './sign-in';
import { ownPortal } from './worker-portals';

// The portal's GraphQL API called as a program would call it: how browser tests read what the
// sandbox holds and put demo data back, beside what they do in the browser.

/** One GraphQL call to the portal; a refusal throws with the errors as they came. */
export async function gateway<T>(query: string, variables: Record<string, unknown> = {}, jwt?: string): Promise<T> {
  const response = await fetch(`http://localhost:${ownPortal().port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A new session of a demo user (the demo password): its token and the user's id. */
export async function sessionOf(userName: string): Promise<{ jwt: string; id: string }> {
  const { signIn } = await gateway<{ signIn: { jwt: string; id: string } }>(
    'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt id } }',
    {
      u: userName,
      p: PASSWORD,
    },
  );
  return signIn;
}

/** A new session's token for a demo user. */
export const jwtOf = async (userName: string): Promise<string> => (await sessionOf(userName)).jwt;

// The bench's own calls, one at a time, with fetch. Every call asks for an uncompressed answer, so
// that a gateway compressing large answers and a service that never does are timed alike.

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

export async function postGraphql<T>(url: string, query: string, variables: Record<string, unknown>, jwt?: string): Promise<GraphqlAnswer<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as GraphqlAnswer<T>;
  } catch {
    throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  }
}

/** The data of a GraphQL answer; throws with the errors when there are any. */
export async function graphqlData<T>(url: string, query: string, variables: Record<string, unknown>, jwt?: string): Promise<T> {
  const body = await postGraphql<T>(url, query, variables, jwt);
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function getJson<T>(url: string, jwt: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${jwt}`, accept: 'application/json', 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

import { createGatewayRequest } from '../lib/gateway-request';

/** One request as the fake gateway sees it. */
export interface FakeGatewayCall {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
  authorization: string | null;
}

/** What the fake gateway answers: a GraphQL result, sent with `status` (200 unless given). */
export interface FakeGatewayAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  status?: number;
}

/**
 * The app's request function (lib/gateway-request.ts) in front of a fake gateway: every request
 * is answered by `answer` over a fake fetch, as the gateway answers it (application/graphql-response+json).
 * `calls` records the requests; `unauthenticated` counts the 401s the app was told of.
 */
export function fakeGatewayRequest(
  answer: (call: FakeGatewayCall) => FakeGatewayAnswer | Promise<FakeGatewayAnswer>,
  token: () => string | undefined = () => undefined,
) {
  const calls: FakeGatewayCall[] = [];
  let unauthenticated = 0;
  const request = createGatewayRequest({
    token,
    onUnauthenticated: () => unauthenticated++,
    fetch: async (_, init) => {
      const body = JSON.parse(String(init?.body)) as Omit<FakeGatewayCall, 'authorization'>;
      const call = { ...body, authorization: new Headers(init?.headers).get('authorization') };
      calls.push(call);
      const { status = 200, ...result } = await answer(call);
      return new Response(JSON.stringify(result), { status, headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' } });
    },
  });
  return { request, calls, unauthenticatedCount: () => unauthenticated };
}

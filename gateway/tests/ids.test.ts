import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// An id the services could never hold is the caller's mistake, refused by the portal naming the
// argument (docs/api-errors.md, BAD_USER_INPUT) before any service is asked: not passed on for a
// service to refuse in its own field's words, under an action that is not the caller's.

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const SOLO = 'solo@solo.example';
const PARTNER = 'partner@northwind.example';
const SOLO_MAIN = '111';

/** Lines the gateway logged for calls to the services. */
const upstreamCalls = () => portal.log.filter((line) => /\b(GET|POST|PUT|PATCH|DELETE) \//.test(line)).length;

async function refusalOf(userName: string, query: string, variables: Record<string, unknown>) {
  const { jwt } = await signIn(portal.gateway, userName);
  const before = upstreamCalls();
  const res = await graphql(portal.gateway, query, variables, jwt);
  return { error: res.errors?.[0], calls: upstreamCalls() - before };
}

describe('an id that is no positive whole number', () => {
  it.each([
    ['accountPlans', SOLO, 'query Q($id: ID!) { accountPlans(accountId: $id) { planId } }', 'accountId'],
    ['groupStatus', SOLO, 'query Q($id: ID!) { groupStatus(groupId: $id) { id } }', 'groupId'],
    ['user', SOLO, 'query Q($id: ID!) { user(id: $id) { id } }', 'id'],
    ['partnerLead', PARTNER, 'query Q($id: ID!) { partnerLead(partnerId: $id, leadId: "601") { id } }', 'partnerId'],
  ])('%s refuses zero naming the argument, before any call', async (_field, userName, query, argument) => {
    for (const id of ['0', '000']) {
      const { error, calls } = await refusalOf(userName, query, { id });
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
      expect(error?.extensions.upstreamStatus ?? null).toBeNull();
      expect(error?.message).toContain(`${argument} must be a positive whole number id, not "${id}".`);
      expect(calls).toBe(0);
    }
  });

  it('createApiToken refuses an account of zero as it refuses -1, naming it by its path in the input, with no action of a call it never made', async () => {
    const create = 'mutation M($id: ID!) { createApiToken(input: { accountId: $id, tag: "zero", password: "Passw0rd!" }) { id } }';
    const zero = await refusalOf(SOLO, create, { id: '0' });
    expect(zero.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.accountId' });
    expect(zero.error?.extensions.action).not.toBe('load the group');
    expect(zero.calls).toBe(0);
    const negative = await refusalOf(SOLO, create, { id: '-1' });
    expect(zero.error?.extensions).toEqual(negative.error?.extensions);
  });

  it('says what is wanted for a negative number and for letters too, and still takes an account with leading zeros', async () => {
    for (const id of ['-1', 'abc']) {
      const { error } = await refusalOf(SOLO, 'query Q($id: ID!) { accountPlans(accountId: $id) { planId } }', { id });
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'accountId' });
      expect(error?.message).toContain(`accountId must be a positive whole number id, not "${id}".`);
    }
    const { jwt } = await signIn(portal.gateway, SOLO);
    const before = upstreamCalls();
    const padded = await graphql<{ accountPlans: unknown[] }>(
      portal.gateway,
      'query Q($id: ID!) { accountPlans(accountId: $id) { planId } }',
      { id: `0${SOLO_MAIN}` },
      jwt,
    );
    expect(padded.errors).toBeUndefined();
    expect(padded.data?.accountPlans.length).toBeGreaterThan(0);
    // The services were asked this time: what the refusals above counted is seen.
    expect(upstreamCalls()).toBeGreaterThan(before);
  });
});

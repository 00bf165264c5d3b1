import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// A limit on free text is in characters as a person counts them: an emoji is one, though
// JavaScript stores it as two UTF-16 units (docs/api-errors.md, "Free text"). The gateway and the
// services behind it count alike, so a text within the limit is kept, and one over it is refused
// by the gateway naming the argument, before any service is asked.

let portal: SandboxGateway;
let owner: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
});

afterAll(async () => {
  await portal?.close();
});

const ACME_MAIN = '103';
const ACME_WEB = '104';
/** One character outside the basic plane: two UTF-16 units. */
const EMOJI = '🏢';

const CREATE = 'mutation C($i: NewApiTokenInput!) { createApiToken(input: $i) { tag } }';
const UPDATE = 'mutation G($g: ID!, $i: GroupDetailsInput!) { updateGroup(groupId: $g, input: $i) { id town } }';

describe('free text over its limit, counted in characters', () => {
  it("takes a token's tag of 26 emoji, within its 50 characters, and refuses 51", async () => {
    const tag = EMOJI.repeat(26);
    const made = await graphql<{ createApiToken: { tag: string } }>(portal.gateway, CREATE, { i: { accountId: ACME_MAIN, tag, password: 'Passw0rd!' } }, owner);
    expect(made.errors).toBeUndefined();
    expect(made.data?.createApiToken.tag).toBe(tag);

    const long = await graphql(portal.gateway, CREATE, { i: { accountId: ACME_MAIN, tag: EMOJI.repeat(51), password: 'Passw0rd!' } }, owner);
    expect(long.errors?.[0]?.message).toBe('tag must be at most 50 characters.');
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.tag' });
  });

  it("takes a group's town of 120 emoji, within its 200 characters, and refuses 201", async () => {
    const town = EMOJI.repeat(120);
    const updated = await graphql<{ updateGroup: { town: string } }>(portal.gateway, UPDATE, { g: ACME_WEB, i: { town } }, owner);
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateGroup.town).toBe(town);

    const long = await graphql(portal.gateway, UPDATE, { g: ACME_WEB, i: { town: EMOJI.repeat(201) } }, owner);
    expect(long.errors?.[0]?.message).toBe('town must be at most 200 characters.');
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it("takes a user's name of 150 emoji, within its 200 characters", async () => {
    const me = await signIn(portal.gateway, 'solo@solo.example');
    const personalName = EMOJI.repeat(150);
    const updated = await graphql<{ updateUser: { personalName: string } }>(
      portal.gateway,
      'mutation U($id: ID!, $i: UserDetailsInput!) { updateUser(id: $id, input: $i) { personalName } }',
      { id: me.id, i: { personalName } },
      me.jwt,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateUser.personalName).toBe(personalName);
  });
});

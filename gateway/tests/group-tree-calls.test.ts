import { serviceEnvVars } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { memoryLog } from './helpers/memory-log';

// Walking the group tree from `myGroups` should cost the one GET /groups and nothing more, for
// every kind of caller, while answering what the user server itself says about each group.

let portal: SandboxGateway;
/** A gateway that keeps no answers between requests, so every request shows all the calls it needs. */
let uncached: Gateway;
const log = memoryLog().lines;

beforeAll(async () => {
  portal = await startSandboxGateway();
  const env: Record<string, string> = { REQUEST_CACHE_TIME: '0' };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = portal.sandbox.urls[name as keyof typeof portal.sandbox.urls];
  uncached = createGateway(loadConfig(env), { logger: memoryLog(log).logger });
});

afterAll(async () => {
  await uncached?.stop();
  await portal?.close();
});

/** A group in a GraphQL answer, with whichever of these fields the query selected. */
interface GroupAnswer {
  id?: string;
  parentId?: string | null;
  name?: string;
  isOwner?: boolean;
  isMember?: boolean;
  parent?: GroupAnswer | null;
  children?: GroupAnswer[];
}

/** The upstream calls one GraphQL request made, without their timings. */
async function ask(query: string, jwt: string): Promise<{ groups: GroupAnswer[]; calls: string[] }> {
  const before = log.length;
  const res = await graphql<{ myGroups: GroupAnswer[] }>(uncached, query, {}, jwt);
  expect(res.errors).toBeUndefined();
  return { groups: res.data!.myGroups, calls: log.slice(before).map((line) => line.replace(/ \d+ms$/, '')) };
}

const ONLY_THE_LIST = ['upstream userServer GET /groups 200'];

interface ServerGroup {
  id: number;
  parentId: number | null;
  name: string;
  isOwner: boolean;
  isMember: boolean;
  children: { id: number }[];
}

/** GET /group?id= straight from the user server as the caller; null where it refuses or knows no such group. */
async function serverGroup(jwt: string, id: string): Promise<ServerGroup | null> {
  const res = await fetch(`${portal.sandbox.urls.userServer}/group?id=${id}`, { headers: { authorization: `Bearer ${jwt}` } });
  if (res.status === 403 || res.status === 404) return null;
  if (!res.ok) throw new Error(`GET /group?id=${id} answered ${res.status}`);
  return (await res.json()) as ServerGroup;
}

/** The selected scalar fields of an answer, next to the same fields of the server's group. */
function sameFields(answer: GroupAnswer, server: ServerGroup): { answer: GroupAnswer; server: GroupAnswer } {
  const fromServer: GroupAnswer = {
    id: String(server.id),
    parentId: server.parentId === null ? null : String(server.parentId),
    name: server.name,
    isOwner: server.isOwner,
    isMember: server.isMember,
  };
  const keys = (['id', 'parentId', 'name', 'isOwner', 'isMember'] as const).filter((key) => key in answer);
  return {
    answer: Object.fromEntries(keys.map((key) => [key, answer[key]])),
    server: Object.fromEntries(keys.map((key) => [key, fromServer[key]])),
  };
}

/**
 * Checks every `parent` and `children` in the answer against GET /group?id= of the user server,
 * which is what the gateway asked before it kept the groups it already had. Returns how many
 * links it checked, so a test can tell the walk reached them.
 */
async function expectAsTheServerSays(jwt: string, group: GroupAnswer): Promise<number> {
  let checked = 0;
  if (group.children !== undefined) {
    const server = await serverGroup(jwt, group.id!);
    expect(group.children.map((child) => child.id)).toEqual(server!.children.map((child) => String(child.id)));
    checked += 1;
    for (const child of group.children) checked += await expectAsTheServerSays(jwt, child);
  }
  if (group.parent !== undefined) {
    const server = group.parentId === null ? null : await serverGroup(jwt, group.parentId!);
    if (server === null) expect(group.parent).toBeNull();
    else {
      expect(group.parent).not.toBeNull();
      const { answer, server: expected } = sameFields(group.parent!, server);
      expect(answer).toEqual(expected);
    }
    checked += 1;
    if (group.parent) checked += await expectAsTheServerSays(jwt, group.parent);
  }
  return checked;
}

const PARENTS = '{ myGroups { parent { id } } }';
const DOWN_UP_DOWN = '{ myGroups { children { parent { children { id } } } } }';
// The same walks with what it takes to check them against the server.
const PARENTS_CHECKED = '{ myGroups { id parentId name parent { id parentId name isOwner isMember children { id } } } }';
const DOWN_UP_DOWN_CHECKED = `{ myGroups { id name children { id parentId name
  parent { id parentId name isOwner isMember children { id parentId name children { id } parent { id name } } } } } }`;

/** Every group in the tree, depth first. */
const flatten = (groups: GroupAnswer[]): GroupAnswer[] => groups.flatMap((group) => [group, ...flatten(group.children ?? [])]);

describe('walking the group tree from myGroups', () => {
  it('costs the owner one call for every parent, and the parent they may not see is empty', async () => {
    const owner = await signIn(uncached, 'owner@acme.example');
    const walked = await ask(PARENTS, owner.jwt);
    expect(walked.calls).toEqual(ONLY_THE_LIST);
    // Acme Ltd is the owner's only top-level group, and Northwind Partners above it is not theirs.
    expect(walked.groups).toEqual([{ parent: null }]);

    const checked = await ask(PARENTS_CHECKED, owner.jwt);
    expect(checked.calls).toEqual(ONLY_THE_LIST);
    expect(checked.groups.map((group) => group.name)).toEqual(['Acme Ltd']);
    expect(await expectAsTheServerSays(owner.jwt, checked.groups[0]!)).toBe(1);
  });

  it('costs the owner one call to go down, up and down again', async () => {
    const owner = await signIn(uncached, 'owner@acme.example');
    const walked = await ask(DOWN_UP_DOWN, owner.jwt);
    expect(walked.calls).toEqual(ONLY_THE_LIST);
    expect(walked.groups).toHaveLength(1);
    expect(walked.groups[0]!.children).toHaveLength(2);

    const checked = await ask(DOWN_UP_DOWN_CHECKED, owner.jwt);
    expect(checked.calls).toEqual(ONLY_THE_LIST);
    const [acme] = checked.groups;
    // Both accounts lead back up to Acme Ltd, which holds the two of them.
    for (const account of acme!.children!) {
      expect(account.parent).toMatchObject({ name: 'Acme Ltd', children: [{ name: 'Acme Main' }, { name: 'Acme Web' }] });
    }
    expect(await expectAsTheServerSays(owner.jwt, acme!)).toBeGreaterThan(4);
  });

  it('gives a member no parent for Acme Main, as the server refuses them Acme Ltd, without asking it', async () => {
    const member = await signIn(uncached, 'member@acme.example');
    const checked = await ask(PARENTS_CHECKED, member.jwt);
    expect(checked.calls).toEqual(ONLY_THE_LIST);
    expect(checked.groups.map((group) => [group.name, group.parent])).toEqual([['Acme Main', null]]);
    expect(checked.groups[0]!.parentId).not.toBeNull();
    expect(await expectAsTheServerSays(member.jwt, checked.groups[0]!)).toBe(1);
  });

  it('gives a partner owner Northwind Partners above Acme Ltd and Bright Charity', async () => {
    const partner = await signIn(uncached, 'partner@northwind.example');
    const parents = await ask(PARENTS, partner.jwt);
    expect(parents.calls).toEqual(ONLY_THE_LIST);
    expect(parents.groups).toEqual([{ parent: null }]);

    const checked = await ask(DOWN_UP_DOWN_CHECKED, partner.jwt);
    expect(checked.calls).toEqual(ONLY_THE_LIST);
    const [northwind] = checked.groups;
    expect(northwind!.name).toBe('Northwind Partners');
    expect(northwind!.children!.map((child) => [child.name, child.parent?.name])).toEqual([
      ['Acme Ltd', 'Northwind Partners'],
      ['Bright Charity', 'Northwind Partners'],
    ]);
    expect(await expectAsTheServerSays(partner.jwt, northwind!)).toBeGreaterThan(4);
  });

  it('gives staff every parent, as the server does, from the one list', async () => {
    const admin = await signIn(uncached, 'admin@provider.example');
    const parents = await ask(PARENTS, admin.jwt);
    expect(parents.calls).toEqual(ONLY_THE_LIST);
    expect(parents.groups.every((group) => group.parent === null)).toBe(true);

    const checked = await ask(DOWN_UP_DOWN_CHECKED, admin.jwt);
    expect(checked.calls).toEqual(ONLY_THE_LIST);
    const parentOf = new Map(
      flatten(checked.groups)
        .filter((group) => group.parent)
        .map((group) => [group.name, group.parent!.name]),
    );
    expect(parentOf.get('Acme Ltd')).toBe('Northwind Partners');
    expect(parentOf.get('Refco Client')).toBe('Referral Co');
    expect(parentOf.get('Koala Main')).toBe('Koala Pty');
    let links = 0;
    for (const group of checked.groups) links += await expectAsTheServerSays(admin.jwt, group);
    expect(links).toBeGreaterThan(10);
  });
});

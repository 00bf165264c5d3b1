import { describe, expect, it } from 'vitest';
import type { UserServerClient } from '../src/users/user-server-client';
import { buildGroupTree, groupsWithKnownChildren, knownChildren, markChildrenKnown } from '../src/groups/group-tree';
import { GroupLoader } from '../src/groups/loaders';
import type { UpstreamGroup } from '../src/users/user-server-types';

function group(id: number, parentId: number | null, name: string): UpstreamGroup {
  return Object.freeze({
    id,
    parentId,
    name,
    type: 'organisation',
    subtype: '',
    address1: null,
    address2: null,
    address3: null,
    address4: null,
    town: null,
    county: null,
    postcode: null,
    country: null,
    territory: 'uk',
    pendingOwnership: false,
    isMember: true,
    isOwner: false,
    isManager: false,
    creationUserId: null,
    updateUserId: null,
    activityTimestamp: null,
    createTimestamp: null,
    updateTimestamp: null,
  });
}

type Shape = { name: string; children: Shape[] };
const shape = (groups: readonly UpstreamGroup[]): Shape[] => groups.map((g) => ({ name: g.name, children: shape(knownChildren(g) ?? []) }));

describe('buildGroupTree', () => {
  it('puts each group under its parent, children sorted by id', () => {
    const tree = buildGroupTree([group(1, null, 'Partner'), group(12, 2, 'Web'), group(2, 1, 'Org'), group(11, 2, 'Main')]);
    expect(shape(tree)).toEqual([
      {
        name: 'Partner',
        children: [
          {
            name: 'Org',
            children: [
              { name: 'Main', children: [] },
              { name: 'Web', children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('makes a group whose parent the caller cannot see top-level', () => {
    const tree = buildGroupTree([group(11, 2, 'Acme Main'), group(30, null, 'Solo')]);
    expect(shape(tree)).toEqual([
      { name: 'Acme Main', children: [] },
      { name: 'Solo', children: [] },
    ]);
  });

  it('leaves the shared answer untouched', () => {
    const answer = [group(1, null, 'Top'), group(2, 1, 'Child')];
    buildGroupTree(answer);
    expect(answer[0]).not.toHaveProperty('children');
  });

  it('does not loop on a group that names itself as parent', () => {
    expect(shape(buildGroupTree([group(1, 1, 'Self')]))).toEqual([{ name: 'Self', children: [] }]);
  });
});

describe('groupsWithKnownChildren', () => {
  const tree = () => buildGroupTree([group(1, null, 'Partner'), group(2, 1, 'Org'), group(11, 2, 'Main'), group(30, null, 'Solo')]);
  // GET /group?id=2 as the server answers it: its children come without children of their own.
  const answer = () => markChildrenKnown(Object.freeze({ ...group(2, 1, 'Org'), children: [group(11, 2, 'Main'), group(12, 2, 'Web')] }));

  const cases: { name: string; groups: () => UpstreamGroup[]; known: string[] }[] = [
    { name: 'every group of a tree built from the list, nested ones too', groups: tree, known: ['Partner', 'Org', 'Main', 'Solo'] },
    { name: 'only the asked-for group of a server answer, not its children', groups: () => [answer()], known: ['Org'] },
    { name: 'nothing from groups whose children nobody listed', groups: () => [group(1, null, 'Partner'), group(2, 1, 'Org')], known: [] },
    {
      name: 'a group once, however often it is given',
      groups: () => {
        const [partner] = tree();
        return [partner!, partner!];
      },
      known: ['Partner', 'Org', 'Main'],
    },
  ];
  for (const { name, groups, known } of cases) {
    it(`finds ${name}`, () => {
      expect(groupsWithKnownChildren(groups()).map((g) => g.name)).toEqual(known);
    });
  }
});

describe('GroupLoader', () => {
  /** A loader over a server holding `groups`, counting the ids it is asked for. */
  function loaderOver(groups: UpstreamGroup[]): { loader: GroupLoader; asked: string[] } {
    const asked: string[] = [];
    const client = {
      getGroup: async (id: string) => {
        asked.push(id);
        const found = groups.find((g) => String(g.id) === id);
        if (!found) throw new Error(`no group ${id}`);
        return Object.freeze({ ...found, children: groups.filter((g) => g.parentId === found.id) });
      },
    } as unknown as UserServerClient;
    return { loader: new GroupLoader(client), asked };
  }
  const server = [group(1, null, 'Partner'), group(2, 1, 'Org'), group(11, 2, 'Main')];

  it('answers groups it was given with their children without asking the server', async () => {
    const { loader, asked } = loaderOver(server);
    loader.keepKnown(buildGroupTree(server.slice(1)));
    const org = await loader.load('2');
    expect(knownChildren(org)?.map((g) => g.name)).toEqual(['Main']);
    expect(asked).toEqual([]);
  });

  it('asks the server for a group given without its children', async () => {
    const { loader, asked } = loaderOver(server);
    loader.keepKnown([group(2, 1, 'Org')]);
    await loader.load('2');
    expect(asked).toEqual(['2']);
  });

  it('may see any group until the whole list is in hand, then only the listed ones', () => {
    const { loader } = loaderOver(server);
    expect(loader.mayBeVisible(1)).toBe(true);
    loader.recordAllVisible([2, 11]);
    expect([1, 2, 11].map((id) => loader.mayBeVisible(id))).toEqual([false, true, true]);
  });

  it('forgets the list with the groups, as a change may alter both', () => {
    for (const forget of [(l: GroupLoader) => l.clearAll(), (l: GroupLoader) => l.clear('2')]) {
      const { loader } = loaderOver(server);
      loader.recordAllVisible([2]);
      forget(loader);
      expect(loader.mayBeVisible(1)).toBe(true);
    }
  });
});

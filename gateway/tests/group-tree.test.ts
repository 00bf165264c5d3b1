import { describe, expect, it } from 'vitest';
import { buildGroupTree, knownChildren } from '../src/user-server/group-tree';
import type { UpstreamGroup } from '../src/user-server/types';

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
const shape = (groups: readonly UpstreamGroup[]): Shape[] =>
  groups.map((g) => ({ name: g.name, children: shape(knownChildren(g) ?? []) }));

describe('buildGroupTree', () => {
  it('puts each group under its parent, children sorted by id', () => {
    const tree = buildGroupTree([group(1, null, 'Partner'), group(12, 2, 'Web'), group(2, 1, 'Org'), group(11, 2, 'Main')]);
    expect(shape(tree)).toEqual([
      { name: 'Partner', children: [{ name: 'Org', children: [{ name: 'Main', children: [] }, { name: 'Web', children: [] }] }] },
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

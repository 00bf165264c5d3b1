// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountBarNames, canCreateAccount, drillLevels, resolveSelection, soleParentForNewAccount, topLevelLabel, type DrillChoice } from './selection';
import { account, group } from './test-groups';
import type { GroupView, Selection } from './types';

// Partner 10 > organisations 20 (accounts 31, 30) and 21 (account 32); organisation 40 alone > account 41.
function tree(): GroupView[] {
  return [
    group({ id: '10', name: 'Northwind', type: 'partner', isOwner: true }, [
      group({ id: '20', name: 'acme', type: 'organisation', subtype: 'corporate', isOwner: true }, [
        account('31', 'Web', { isOwner: true }),
        account('30', 'Main', { isOwner: true }),
      ]),
      group({ id: '21', name: 'Bright', type: 'organisation', isOwner: true }, [account('32', 'Bright Main', { isOwner: true })]),
    ]),
    group({ id: '40', name: 'Solo', type: 'organisation', isOwner: true }, [account('41', 'Solo Main', { isOwner: true })]),
  ];
}

const ids = (selection: Selection) => [selection.partner?.id ?? null, selection.organisation?.id ?? null, selection.account?.id ?? null];

describe('resolveSelection', () => {
  it('takes the stored account when it is in the tree, with its ancestors', () => {
    expect(ids(resolveSelection(tree(), { accountId: '41' }, '30'))).toEqual([null, '40', '41']);
  });

  it("falls back to the session's account, then to the first account depth-first by id", () => {
    expect(ids(resolveSelection(tree(), { accountId: '999' }, '32'))).toEqual(['10', '21', '32']);
    expect(ids(resolveSelection(tree(), {}, null))).toEqual(['10', '20', '30']);
    expect(ids(resolveSelection(tree(), {}, '20'))).toEqual(['10', '20', '30']); // not an account
  });

  it('picks the first account below a stored organisation or partner chosen without one', () => {
    expect(ids(resolveSelection(tree(), { organisationId: '21' }, '30'))).toEqual(['10', '21', '32']);
    expect(ids(resolveSelection(tree(), { partnerId: '10' }, '41'))).toEqual(['10', '20', '30']);
  });

  it("keeps the session's account when it lies below the stored group", () => {
    expect(ids(resolveSelection(tree(), { partnerId: '10' }, '32'))).toEqual(['10', '21', '32']);
  });

  it('keeps a stored organisation that has no account', () => {
    const empty = [group({ id: '50', name: 'Empty', type: 'organisation', isOwner: true })];
    expect(ids(resolveSelection(empty, { organisationId: '50' }, null))).toEqual([null, '50', null]);
  });

  it('leaves partner and organisation empty for a member who only sees the account', () => {
    const member = [account('30', 'Main', { isMember: true, parentId: '20' })];
    expect(ids(resolveSelection(member, { partnerId: '10', organisationId: '20' }, null))).toEqual([null, null, '30']);
  });

  it('selects nothing in an empty tree', () => {
    expect(ids(resolveSelection([], { accountId: '30' }, '30'))).toEqual([null, null, null]);
  });
});

describe('topLevelLabel', () => {
  it('shows the parent name before an account when it is known', () => {
    expect(topLevelLabel(account('30', 'Main', { parentName: 'Acme Ltd' }))).toBe('Acme Ltd - Main');
    expect(topLevelLabel(account('30', 'Main'))).toBe('Main');
    expect(topLevelLabel(group({ id: '20', name: 'Acme Ltd', type: 'organisation', parentName: 'Northwind' }))).toBe('Acme Ltd');
  });
});

describe('accountBarNames', () => {
  const [northwind] = tree();
  const acme = northwind.children[0];
  const main = acme.children[1];
  it.each([
    [
      'staff or a partner: every level, none skipped',
      { partner: northwind, organisation: acme, account: main },
      { above: ['Northwind', 'acme'], account: 'Main' },
    ],
    ['an organisation owner', { partner: null, organisation: acme, account: main }, { above: ['acme'], account: 'Main' }],
    [
      'a member: the parent, a dash, the account',
      { partner: null, organisation: null, account: account('30', 'Main', { parentName: 'Acme Ltd' }) },
      { above: [], account: 'Acme Ltd - Main' },
    ],
    ['an account without a name', { partner: null, organisation: acme, account: account('33', '') }, { above: ['acme'], account: 'Unnamed account' }],
    ['no account chosen', { partner: northwind, organisation: null, account: null }, { above: ['Northwind'], account: null }],
  ])('%s', (_who, selection: Selection, names) => {
    expect(accountBarNames(selection)).toEqual(names);
  });
});

describe('drillLevels', () => {
  const outline = (choices: DrillChoice[]): unknown =>
    choices.map((choice) => (choice.kind === 'drill' ? { [choice.label]: outline(choice.choices) } : `${choice.label} -> ${ids(choice.selection).join('/')}`));

  it('sorts by name ignoring case and stops where a group has at most one child', () => {
    expect(outline(drillLevels(tree()))).toEqual([
      {
        Northwind: [
          { acme: ['Main -> 10/20/30', 'Web -> 10/20/31'] },
          'Bright -> 10/21/32', // one child: the whole chain is selected
        ],
      },
      'Solo -> /40/41',
    ]);
  });

  it('goes on past a single child that has several children, so every account stays in reach', () => {
    const single = [
      group({ id: '10', name: 'P', type: 'partner' }, [group({ id: '20', name: 'O', type: 'organisation' }, [account('30', 'B'), account('31', 'a')])]),
    ];
    expect(outline(drillLevels(single))).toEqual([{ P: ['a -> 10/20/31', 'B -> 10/20/30'] }]);
  });

  it('labels top-level accounts with their parent name where it is known', () => {
    const member = [account('30', 'Main', { parentId: '20', parentName: 'Acme Ltd' }), account('33', 'Other', { parentId: '99' })];
    expect(outline(drillLevels(member))).toEqual(['Acme Ltd - Main -> //30', 'Other -> //33']);
  });
});

describe('canCreateAccount', () => {
  const corporate = (isOwner: boolean) => group({ id: '20', name: 'Acme', type: 'organisation', subtype: 'corporate', isOwner }, [account('30', 'Main')]);

  it('offers it for a sole corporate organisation the user owns', () => {
    expect(canCreateAccount([corporate(true)])).toBe(true);
    expect(soleParentForNewAccount([corporate(true)])?.id).toBe('20');
    expect(canCreateAccount([corporate(false)])).toBe(false);
  });

  it('does not offer it for a sole organisation that is not corporate, or for several', () => {
    expect(canCreateAccount([group({ id: '40', name: 'Solo', type: 'organisation', isOwner: true })])).toBe(false);
    expect(canCreateAccount([corporate(true), group({ id: '21', name: 'Other', type: 'organisation', subtype: 'corporate', isOwner: true })])).toBe(false);
  });

  it('offers it for a sole owned partner, whatever lies below', () => {
    expect(canCreateAccount(tree())).toBe(true);
    expect(soleParentForNewAccount(tree())?.id).toBe('10');
    expect(canCreateAccount([group({ id: '10', name: 'P', type: 'partner' })])).toBe(false);
  });

  it('does not offer it to a member who sees only an account', () => {
    expect(canCreateAccount([account('30', 'Main', { isMember: true })])).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menus, type MenuEntry } from './menus';
import { account, context, group, memberSelection, ownedSelection, partnerSelection, strangerSelection } from './test-groups';
import type { Selection } from './types';

const labels = (entries: MenuEntry[] | null) => entries?.map((entry) => entry.label) ?? null;

/**
 * A manager of the partner, with an account of an organisation under it chosen: she holds them
 * through the partner (isManager all the way down) and is neither owner nor member of any.
 */
function managerSelection(): Selection {
  const main = account('3', 'Main', { isManager: true });
  const organisation = group({ id: '2', name: 'Org', type: 'organisation', isManager: true }, [main]);
  const partner = group({ id: '1', name: 'Partner', type: 'partner', isManager: true }, [organisation]);
  return { partner, organisation, account: main };
}

describe('menus: signed out, unvalidated and loading', () => {
  it('hides everything from the signed out and the unvalidated', () => {
    const none = { applications: null, reporting: null, administration: null, partner: null, helpCentre: false, shop: false, searchIcon: false, ellipsis: [] };
    expect(menus({ user: null, selection: ownedSelection(), territory: 'uk' })).toEqual(none);
    expect(menus({ user: { roles: ['super'], validated: false }, selection: ownedSelection(), territory: 'uk' })).toEqual(none);
  });

  it('keeps the group menus back while the groups load, but not what the roles alone decide', () => {
    const loading = menus(context(['super'], null));
    expect([loading.applications, loading.reporting, loading.administration, loading.partner, loading.shop]).toEqual([null, null, null, null, false]);
    expect([loading.helpCentre, loading.searchIcon]).toEqual([true, true]);
    expect(labels(loading.ellipsis)).toEqual([
      'Datasets & Plans',
      'Creation Wizard',
      'Account Search',
      'Lead form Administration',
      'Create new account',
      'GraphQL Explorer',
    ]);
  });
});

describe('menus: applications', () => {
  it('lists address cleanse and payment validation in the uk only', () => {
    expect(labels(menus(context(['account'], ownedSelection())).applications)).toEqual([
      'Address Cleanse',
      'Address Lookup',
      'Email Validation',
      'Payment Validation',
    ]);
    expect(labels(menus(context(['account'], ownedSelection(), { territory: 'australia' })).applications)).toEqual(['Address Lookup', 'Email Validation']);
  });

  it('keeps address cleanse, whose route needs an owner, from a member', () => {
    expect(labels(menus(context(['account'], memberSelection())).applications)).toEqual(['Address Lookup', 'Email Validation', 'Payment Validation']);
  });

  it('is hidden from a partner’s manager, who is neither owner nor member of the account (group users only)', () => {
    expect(menus(context(['account'], managerSelection())).applications).toBeNull();
  });

  it('offers staff every application of the territory, as the guard lets them through', () => {
    expect(labels(menus(context(['sales'], strangerSelection())).applications)).toEqual([
      'Address Cleanse',
      'Address Lookup',
      'Email Validation',
      'Payment Validation',
    ]);
  });

  it('is hidden for referrer partners', () => {
    expect(menus(context(['account'], partnerSelection('referrer'))).applications).toBeNull();
  });
});

describe('menus: reporting, administration, help centre and shop', () => {
  it('gives an owner everything, with Address Cleanse administration for the account role', () => {
    const owner = menus(context(['account'], ownedSelection()));
    expect(owner.reporting).toEqual([
      { label: 'Summary', path: '/reporting/summary' },
      { label: 'Services', path: '/reporting/services' },
      { label: 'Tokens', path: '/reporting/tokens' },
    ]);
    expect(owner.administration).toEqual([
      { label: 'Account', path: '/administration/account' },
      { label: 'Services', path: '/administration/services' },
      { label: 'Tokens', path: '/administration/tokens' },
      { label: 'Address Cleanse', path: '/administration/addresscleanse' },
    ]);
    expect([owner.helpCentre, owner.shop, owner.searchIcon]).toEqual([true, true, false]);
  });

  it('gives a member none of them', () => {
    const member = menus(context(['account'], memberSelection()));
    expect([member.reporting, member.administration, member.helpCentre, member.shop]).toEqual([null, null, false, false]);
  });

  it('gives staff reporting, administration (without Address Cleanse) and help, but not the shop', () => {
    const sales = menus(context(['sales'], strangerSelection()));
    expect(labels(sales.reporting)).toEqual(['Summary', 'Services', 'Tokens']);
    expect(labels(sales.administration)).toEqual(['Account', 'Services', 'Tokens']);
    expect([sales.helpCentre, sales.shop]).toEqual([true, false]);
  });

  it('keeps administration and the shop from referrers, but not reporting', () => {
    const referrer = menus(context(['account'], partnerSelection('referrer')));
    expect([referrer.administration, referrer.shop]).toEqual([null, false]);
    expect(labels(referrer.reporting)).toEqual(['Summary', 'Services', 'Tokens']);
  });
});

describe('menus: partner', () => {
  it('offers Administration and Leads to the partner owner, Administration alone to a referrer', () => {
    expect(menus(context(['account'], partnerSelection())).partner).toEqual([
      { label: 'Administration', path: '/partner/administration' },
      { label: 'Leads', path: '/partner/leads' },
    ]);
    expect(labels(menus(context(['account'], partnerSelection('referrer'))).partner)).toEqual(['Administration']);
  });

  it('offers it to staff, not to someone who does not own the partner', () => {
    expect(labels(menus(context(['admin'], partnerSelection(null, false))).partner)).toEqual(['Administration', 'Leads']);
    expect(menus(context(['account'], partnerSelection(null, false))).partner).toBeNull();
  });

  it('needs both an account and a partner selected', () => {
    expect(menus(context(['account'], ownedSelection())).partner).toBeNull();
    expect(menus(context(['account'], { ...partnerSelection(), account: null })).partner).toBeNull();
  });
});

describe('menus: search icon and ellipsis', () => {
  // On an account none of them holds: staff may export a token for it, the account role may not.
  it.each([
    [['account'], false, ['GraphQL Explorer']],
    [['sales'], false, ['Creation Wizard', 'Account Search', 'Export API Token', 'GraphQL Explorer']],
    [['admin'], true, ['Datasets & Plans', 'Creation Wizard', 'Account Search', 'Export API Token', 'GraphQL Explorer']],
    [
      ['super'],
      true,
      ['Datasets & Plans', 'Creation Wizard', 'Account Search', 'Lead form Administration', 'Create new account', 'Export API Token', 'GraphQL Explorer'],
    ],
  ] as const)('%s: search icon %s, ellipsis %j', (roles, searchIcon, ellipsis) => {
    const shown = menus(context([...roles], strangerSelection()));
    expect(shown.searchIcon).toBe(searchIcon);
    expect(labels(shown.ellipsis)).toEqual(ellipsis);
  });

  it('points entries at their routes, dialogs or the gateway’s explorer', () => {
    expect(menus(context(['super'], ownedSelection()), { addressCleanseApi: true }).ellipsis).toEqual([
      { label: 'Datasets & Plans', path: '/dataAdministration' },
      { label: 'Creation Wizard', path: '/organisationwizard' },
      { label: 'Account Search', path: '/search' },
      { label: 'Lead form Administration', path: '/leadadmin' },
      { label: 'Create new account', action: 'createAccount' },
      { label: 'Export API Token', action: 'exportApiToken' },
      { label: 'Export settings for API', action: 'exportApiSettings' },
      { label: 'GraphQL Explorer', href: '/graphql' },
    ]);
  });

  it('offers Export API Token only with an account selected, and the explorer always', () => {
    expect(labels(menus(context(['account'], { partner: null, organisation: null, account: null })).ellipsis)).toEqual(['GraphQL Explorer']);
  });

  it('offers Export API Token for an account the user owns or belongs to, as the gateway makes one for no other', () => {
    expect(labels(menus(context(['account'], memberSelection())).ellipsis)).toEqual(['Export API Token', 'GraphQL Explorer']);
    expect(labels(menus(context(['account'], managerSelection())).ellipsis)).toEqual(['GraphQL Explorer']);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guard, refusals } from './guard';
import { routeTable } from './route-table';
import { context, memberSelection, ownedSelection, partnerMemberSelection, partnerSelection, strangerSelection } from './test-groups';
import type { AccessContext, RouteRule } from './types';
import { refusalText } from '../../lib/apollo/portal-words';

const rule = (more: Partial<RouteRule> = {}): RouteRule => ({ path: '/x', access: 'signedIn', title: 'X', ...more });
const allowed = { kind: 'allowed' };
const refused = (message: string) => ({ kind: 'refused', message });

describe('guard: sign-in and the account check', () => {
  const signedOut: AccessContext = { user: null, selection: null, territory: 'uk' };
  const unvalidated: AccessContext = { user: { roles: ['account'], validated: false }, selection: null, territory: 'uk' };

  it('lets anyone see a public page', () => {
    expect(guard(rule({ access: 'public', ownerOnly: true }), signedOut)).toEqual(allowed);
  });

  it('sends the signed out to login, even from a bypass route', () => {
    expect(guard(rule(), signedOut)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard(rule({ bypassAccountCheck: true }), signedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends an unvalidated user to /validate unless the route bypasses the check', () => {
    expect(guard(rule({ roles: ['super'] }), unvalidated)).toEqual({ kind: 'redirect', to: '/validate' });
    expect(guard(rule({ bypassAccountCheck: true }), unvalidated)).toEqual(allowed);
  });

  it('shows nothing while the groups load, before any role or group check', () => {
    const loading = context(['account'], null);
    expect(guard(rule({ roles: ['super'] }), loading)).toEqual({ kind: 'nothing' });
    expect(guard(rule(), loading)).toEqual({ kind: 'nothing' });
    expect(guard(rule({ bypassAccountCheck: true }), loading)).toEqual(allowed);
  });
});

describe('guard: roles', () => {
  it('answers not found for a missing role, before the group checks', () => {
    const referrer = context(['account'], partnerSelection('referrer'));
    expect(guard(rule({ roles: ['admin', 'super'], refuseReferrers: true }), referrer)).toEqual({ kind: 'notFound' });
  });

  it('needs any one of the roles', () => {
    expect(guard(rule({ roles: ['admin', 'super'] }), context(['super'], strangerSelection()))).toEqual(allowed);
  });
});

describe('guard: referrers and partners', () => {
  it('refuses a referrer partner before the partner and owner checks', () => {
    const referrer = context(['account'], partnerSelection('referrer', false));
    expect(guard(rule({ refuseReferrers: true, partnerOnly: true, ownerOnly: true }), referrer)).toEqual(refused(refusals.referrer));
  });

  it('refuses referrers for staff too', () => {
    expect(guard(rule({ refuseReferrers: true, ownerOnly: true }), context(['super'], partnerSelection('referrer', false)))).toEqual(
      refused(refusals.referrer),
    );
  });

  it('lets referrers into routes that do not refuse them', () => {
    expect(guard(rule({ ownerOnly: true, partnerOnly: true }), context(['account'], partnerSelection('referrer')))).toEqual(allowed);
  });

  it('needs a partner selected for partner-only routes, before the owner check', () => {
    expect(guard(rule({ partnerOnly: true, ownerOnly: true }), context(['account'], memberSelection()))).toEqual(refused(refusals.partner));
    expect(guard(rule({ partnerOnly: true }), context(['account'], partnerSelection()))).toEqual(allowed);
  });
});

describe('guard: owners', () => {
  const ownerRule = rule({ ownerOnly: true });

  it('lets the owner of the selected account or organisation in', () => {
    expect(guard(ownerRule, context(['account'], ownedSelection()))).toEqual(allowed);
    const orgOnly = { ...ownedSelection(), account: null };
    expect(guard(ownerRule, context(['account'], orgOnly))).toEqual(allowed);
  });

  it('refuses a member', () => {
    expect(guard(ownerRule, context(['account'], memberSelection()))).toEqual(refused(refusals.owner));
  });

  it.each([['admin'], ['super'], ['sales']] as const)('lets %s staff pass unless non-owners are disallowed', (role) => {
    expect(guard(ownerRule, context([role], strangerSelection()))).toEqual(allowed);
    expect(guard(rule({ ownerOnly: true, disallowNonOwners: true }), context([role], strangerSelection()))).toEqual(refused(refusals.owner));
  });

  it('lets an owning staff member into a route that disallows non-owners', () => {
    expect(guard(rule({ ownerOnly: true, disallowNonOwners: true }), context(['admin'], ownedSelection()))).toEqual(allowed);
  });

  it('refuses a user with no account at all', () => {
    expect(guard(ownerRule, context(['account'], { partner: null, organisation: null, account: null }))).toEqual(refused(refusals.owner));
  });
});

describe('guard: owners of the partner', () => {
  const partnerOwnerRule = rule({ partnerOnly: true, partnerOwnerOnly: true });

  it.each([
    ['the owner of the partner', context(['account'], partnerSelection()), allowed],
    ['the owner of a referrer partner', context(['account'], partnerSelection('referrer')), allowed],
    ['an owner of the organisation and account who only belongs to the partner', context(['account'], partnerMemberSelection()), refused(refusals.owner)],
    ['an owner of nothing there', context(['account'], partnerSelection(null, false)), refused(refusals.owner)],
    ['admin staff', context(['admin'], partnerSelection(null, false)), allowed],
    ['super staff', context(['super'], partnerSelection(null, false)), allowed],
    ['sales staff', context(['sales'], partnerSelection(null, false)), allowed],
    ['anyone with no partner selected', context(['account'], ownedSelection()), refused(refusals.partner)],
  ])('for %s', (_who, ctx, outcome) => {
    expect(guard(partnerOwnerRule, ctx)).toEqual(outcome);
  });

  const partnerScreens = routeTable.filter((row) => row.path.startsWith('/partner/') || row.path.startsWith('/home/'));

  it("keeps every partner lead and administration screen, and the lead screens from home, to the partner's owner", () => {
    expect(partnerScreens.map((row) => row.path)).toEqual([
      '/partner/leads',
      '/partner/leads/:leadId',
      '/partner/leads/createlead',
      '/home/leads/:leadId',
      '/home/createlead',
      '/partner/administration',
      '/partner/administration/invite',
      '/partner/administration/edituser/:userId',
      '/partner/administration/editPartner',
    ]);
    for (const row of partnerScreens) {
      expect(guard(row, context(['account'], partnerMemberSelection())), row.path).toEqual(refused(refusals.owner));
      expect(guard(row, context(['account'], partnerSelection())), row.path).toEqual(allowed);
      expect(guard(row, context(['sales'], partnerSelection(null, false))), row.path).toEqual(allowed);
    }
  });

  it("still lets the organisation's owner into the account's own owner-only screens", () => {
    for (const path of ['/administration/account', '/reporting/summary', '/user/updatePassword']) {
      const row = routeTable.find((candidate) => candidate.path === path)!;
      expect(guard(row, context(['account'], partnerMemberSelection())), path).toEqual(allowed);
    }
  });
});

describe('guard: group users', () => {
  const groupRule = rule({ groupUsersOnly: true });

  it('lets owners and members of the selected account in, and staff', () => {
    expect(guard(groupRule, context(['account'], ownedSelection()))).toEqual(allowed);
    expect(guard(groupRule, context(['account'], memberSelection()))).toEqual(allowed);
    expect(guard(groupRule, context(['sales'], strangerSelection()))).toEqual(allowed);
  });

  it('refuses others with the owner text', () => {
    expect(guard(groupRule, context(['account'], strangerSelection()))).toEqual(refused(refusals.owner));
  });
});

describe('guard: territories', () => {
  const ukOnly = rule({ ownerOnly: true, territories: ['uk'] });

  it('refuses a territory not listed, after the owner check', () => {
    expect(guard(ukOnly, context(['account'], ownedSelection(), { territory: 'australia' }))).toEqual(refused(refusals.territory));
    expect(guard(ukOnly, context(['account'], memberSelection(), { territory: 'australia' }))).toEqual(refused(refusals.owner));
  });

  it('allows a listed territory', () => {
    expect(guard(ukOnly, context(['account'], ownedSelection()))).toEqual(allowed);
  });

  it('refuses every address cleanse page, the listing too, to an australia owner, and admits a uk one', () => {
    const cleanse = routeTable.filter((row) => row.path.startsWith('/applications/addresscleanse'));
    expect(cleanse.map((row) => row.path)).toContain('/applications/addresscleanse');
    for (const row of cleanse) {
      expect(guard(row, context(['account'], ownedSelection(), { territory: 'australia' }))).toEqual(refused(refusals.territory));
      expect(guard(row, context(['account'], ownedSelection()))).toEqual(allowed);
    }
  });
});

describe("the gateway's refusals by the guards' rules", () => {
  it('read as the guard refusing by the same rule reads', () => {
    expect(['NOT_GROUP_USER', 'NOT_OWNER', 'ROLE_REQUIRED', 'NOT_PARTNER', 'REFERRER_PARTNER', 'TERRITORY'].map(refusalText)).toEqual([
      refusals.owner,
      refusals.owner,
      refusals.owner,
      refusals.partner,
      refusals.referrer,
      refusals.territory,
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '@portal/launcher';
import { guard, type GuardOutcome } from '../web/src/app/access/guard';
import { menus } from '../web/src/app/access/menus';
import { routeTable } from '../web/src/app/access/route-table';
import { resolveSelection } from '../web/src/app/access/selection';
import type { AccessContext, GroupView, Role, Selection, Territory } from '../web/src/app/access/types';

// Every row of the route table, for every demo user (the README's demo sign-ins) signed in to the
// real portal and its sandbox. The expectations are written here from the rules of
// docs/routes-and-access.md (given on each group) and what each demo user holds; they do not call guard().

/** Every route of the product (docs/routes-and-access.md), in its order ({param} written :param). */
const specRoutes = [
  '/login',
  '/register',
  '/resetpassword',
  '/validate',
  '/helpcentre',
  ...[
    'ReportingSummaryGuide',
    'emailValidationHelpGuide',
    'downloadsHelp',
    'addressCleanseHelpGuide',
    'automaticRenewalsHelp',
    'accountAdminHelpGuide',
    'devDocsHelpGuide',
    'portalHelpGuides',
    'paymentReportingHelp',
    'paymentHelp',
    'shopHelpGuide',
    'addressLookupHelpGuide',
    'servicesGuide',
  ].map((guide) => `/helpcentre/${guide}`),
  '/home',
  '/user',
  '/user/:userId',
  '/user/:userId/edit',
  '/user/updatePassword',
  '/search',
  '/search/:searchFilter',
  '/administration/services',
  '/administration/services/bundlecreate',
  '/administration/account',
  '/administration/account/edit',
  '/administration/account/invite',
  '/administration/account/edituser/:userId',
  '/administration/tokens',
  '/administration/addresscleanse',
  '/administration/addresscleanse/priceupdate/:costId',
  '/partner/leads',
  '/partner/leads/:leadId',
  '/partner/leads/createlead',
  '/home/leads/:leadId',
  '/home/createlead',
  '/partner/administration',
  '/partner/administration/invite',
  '/partner/administration/edituser/:userId',
  '/partner/administration/editPartner',
  '/leadadmin',
  '/welcomewizard',
  '/organisationwizard',
  '/dataAdministration',
  '/dataAdministration/dataset/:datasetId',
  '/dataAdministration/dataset/:datasetId/edit',
  '/dataAdministration/dataset/create',
  '/dataAdministration/plan/:planId',
  '/dataAdministration/plan/:planId/edit',
  '/dataAdministration/plan/create',
  '/dataAdministration/plan/:planId/edit/filters',
  '/dataAdministration/plan/:planId/edit/comparisons',
  '/reporting/summary',
  '/reporting/services',
  '/reporting/tokens',
  '/applications/paymentvalidation',
  '/applications/emailvalidation',
  '/applications/addresslookup',
  '/applications/addresscleanse',
  '/applications/addresscleanse/upload',
  '/applications/addresscleanse/file/:fileId',
  '/applications/addresscleanse/file/:fileId/updatefields',
  '/applications/addresscleanse/file/:fileId/properties',
  '/shop',
  '/shop/addresslookup',
  '/shop/basket',
  '/shop/paymentValidation',
  '/shop/emailValidation',
  '/shop/nameValidation',
  '/shop/thankyou',
];

/** What a visitor holds, in the words of the access rules, as the demo data gives it. */
interface Visitor {
  userName: string | null; // null: signed out
  validated: boolean;
  roles: Role[];
  /** Owns the account or organisation the portal acts for. */
  owner: boolean;
  /** Is a member of the account the portal acts for. */
  member: boolean;
  /** The partner above the selected account, if the user sees one. */
  partner: 'none' | 'partner' | 'referrer';
  territory: Territory;
  /** The partner, organisation and account the portal should act for at first ('' where none). */
  selected: [partner: string, organisation: string, account: string];
}

const customer = { validated: true, roles: ['account'] as Role[], member: false, territory: 'uk' as const };
// Staff hold no group; they see every group, so the first account of the tree (Acme Main, under
// Northwind Partners) is selected, and they own none of it.
const staffMember = (role: Role): Visitor => ({
  userName: `${role}@provider.example`,
  validated: true,
  roles: [role],
  owner: false,
  member: false,
  partner: 'partner',
  territory: 'uk',
  selected: ['Northwind Partners', 'Acme Ltd', 'Acme Main'],
});

const visitors: Visitor[] = [
  { ...customer, userName: 'owner@acme.example', owner: true, partner: 'none', selected: ['', 'Acme Ltd', 'Acme Main'] },
  // A member sees the account only, never the groups above it.
  { ...customer, userName: 'member@acme.example', owner: false, member: true, partner: 'none', selected: ['', '', 'Acme Main'] },
  { ...customer, userName: 'partner@northwind.example', owner: true, partner: 'partner', selected: ['Northwind Partners', 'Acme Ltd', 'Acme Main'] },
  { ...customer, userName: 'referrer@referral.example', owner: true, partner: 'referrer', selected: ['Referral Co', 'Refco Client', 'Refco Main'] },
  { ...customer, userName: 'koala@koala.example', owner: true, partner: 'none', territory: 'australia', selected: ['', 'Koala Pty', 'Koala Main'] },
  staffMember('admin'),
  staffMember('super'),
  staffMember('sales'),
  // Not validated: the portal loads no groups for them (the gateway would refuse them), so nothing is selected.
  { ...customer, userName: 'new@new.example', validated: false, owner: true, partner: 'none', selected: ['', '', ''] },
  { ...customer, userName: null, validated: false, roles: [], owner: false, partner: 'none', selected: ['', '', ''] },
];

// ---- The expectations, one per group of routes --------------------------------------------------

type Expected = 'allowed' | 'login' | 'validate' | 'not found' | `refused: ${keyof typeof refusalTexts}`;

/** The route guards' refusals, word for word (docs/routes-and-access.md). */
const refusalTexts = {
  owner: 'This page is not currently available while using this account. Please switch to another account or return home.',
  partner: 'The page you were looking for is only available for partners.',
  referrer: 'The page you were looking for is not accessible through this partner type.',
  territory: 'The page you were looking for is not accessible through this account.',
};

const isStaff = (v: Visitor) => v.roles.some((role) => role !== 'account');
const hasRole = (v: Visitor, ...roles: Role[]) => roles.some((role) => v.roles.includes(role));

/** "No token: go to login. Unvalidated user: go to /validate." Then the route's own rule. */
const signedIn =
  (rest: (v: Visitor) => Expected) =>
  (v: Visitor): Expected =>
    v.userName === null ? 'login' : !v.validated ? 'validate' : rest(v);

/** "Owner-only routes need the account or organisation to be owned; otherwise staff (super, admin, sales) may pass". */
const ownerOrStaff = (v: Visitor): Expected => (v.owner || isStaff(v) ? 'allowed' : 'refused: owner');
/** "Referrer partners are refused with: The page ... is not accessible through this partner type." */
const notReferrer =
  (rest: (v: Visitor) => Expected) =>
  (v: Visitor): Expected =>
    v.partner === 'referrer' ? 'refused: referrer' : rest(v);
/** "Missing role: not-found page." */
const withRole =
  (roles: Role[], rest: (v: Visitor) => Expected) =>
  (v: Visitor): Expected =>
    hasRole(v, ...roles) ? rest(v) : 'not found';
/** "A territory not in a route's allowed list is refused with: The page ... is not accessible through this account." */
const inUk =
  (rest: (v: Visitor) => Expected) =>
  (v: Visitor): Expected => {
    const outcome = rest(v);
    return outcome === 'allowed' && v.territory !== 'uk' ? 'refused: territory' : outcome;
  };
/** "Partner-only routes need a partner selected". */
const withPartner =
  (rest: (v: Visitor) => Expected) =>
  (v: Visitor): Expected =>
    v.partner === 'none' ? 'refused: partner' : rest(v);

const expectations: { rule: string; paths: string[]; expect: (v: Visitor) => Expected }[] = [
  {
    rule: '"/login and /register ... /resetpassword" are public',
    paths: ['/login', '/register', '/resetpassword'],
    expect: () => 'allowed',
  },
  {
    rule: '"/validate: user validation (code entry). Skips the account check."',
    paths: ['/validate'],
    expect: (v) => (v.userName === null ? 'login' : 'allowed'),
  },
  {
    rule: '"Help centre (signed in)"; "/home"; "/user redirects to /user/{userId}"; "/user/{userId}: user settings"',
    paths: ['/helpcentre', ...specRoutes.filter((path) => path.startsWith('/helpcentre/')), '/home', '/user', '/user/:userId'],
    expect: signedIn(() => 'allowed'),
  },
  {
    rule: '"/welcomewizard (owner)", and setting up an account is administration, which referrer partners lack',
    paths: ['/welcomewizard'],
    expect: signedIn(notReferrer(ownerOrStaff)),
  },
  {
    rule: '"/user/{userId}/edit (owner only)", "/user/updatePassword (owner only)", "/organisationwizard (owner)", "Reporting (owner only)"',
    paths: ['/user/:userId/edit', '/user/updatePassword', '/organisationwizard', '/reporting/summary', '/reporting/services', '/reporting/tokens'],
    expect: signedIn(ownerOrStaff),
  },
  {
    rule: '"/search and /search/{searchFilter} (admin, super, sales)"',
    paths: ['/search', '/search/:searchFilter'],
    expect: signedIn(withRole(['admin', 'super', 'sales'], () => 'allowed')),
  },
  {
    rule: '"Administration (owner only; referrer partners excluded)"',
    paths: [
      '/administration/services',
      '/administration/account',
      '/administration/account/edit',
      '/administration/account/invite',
      '/administration/account/edituser/:userId',
      '/administration/tokens',
    ],
    expect: signedIn(notReferrer(ownerOrStaff)),
  },
  {
    rule: '"/administration/services/bundlecreate (admin, super, sales)", within Administration',
    paths: ['/administration/services/bundlecreate'],
    expect: signedIn(withRole(['admin', 'super', 'sales'], notReferrer(ownerOrStaff))),
  },
  {
    rule: '"/administration/addresscleanse" admits the selected account\'s owner (the account role) and admin or super; sales are refused',
    paths: ['/administration/addresscleanse'],
    expect: signedIn(withRole(['account', 'admin', 'super'], notReferrer(ownerOrStaff))),
  },
  {
    rule: '"/administration/addresscleanse/priceupdate/{costId}" needs admin or super',
    paths: ['/administration/addresscleanse/priceupdate/:costId'],
    expect: signedIn(withRole(['admin', 'super'], notReferrer(ownerOrStaff))),
  },
  {
    rule: '"/partner/leads (owner, partner, no referrers)", its pages and the lead pages under /home',
    paths: ['/partner/leads', '/partner/leads/:leadId', '/partner/leads/createlead', '/home/leads/:leadId', '/home/createlead'],
    expect: signedIn(notReferrer(withPartner(ownerOrStaff))),
  },
  {
    rule: 'partner administration, as the Partner menu: "Partner needs an account and partner selected, and partner owner or staff"',
    paths: ['/partner/administration', '/partner/administration/invite', '/partner/administration/edituser/:userId', '/partner/administration/editPartner'],
    expect: signedIn(withPartner(ownerOrStaff)),
  },
  {
    rule: '"/leadadmin (super): lead form administration"',
    paths: ['/leadadmin'],
    expect: signedIn(withRole(['super'], () => 'allowed')),
  },
  {
    rule: '"/dataAdministration (admin, super), with /dataAdministration/dataset/{datasetId}, ..."',
    paths: specRoutes.filter((path) => path.startsWith('/dataAdministration')),
    expect: signedIn(withRole(['admin', 'super'], () => 'allowed')),
  },
  {
    rule: '"(group users only: owner or member)"; "Referrer partners lack applications"',
    paths: ['/applications/emailvalidation', '/applications/addresslookup'],
    expect: signedIn(notReferrer((v) => (v.owner || v.member || isStaff(v) ? 'allowed' : 'refused: owner'))),
  },
  {
    rule: 'the same, and "Payment Validation (UK territory only)"',
    paths: ['/applications/paymentvalidation'],
    expect: signedIn(notReferrer(inUk((v) => (v.owner || v.member || isStaff(v) ? 'allowed' : 'refused: owner')))),
  },
  {
    // The listing is kept to the uk as the pages beneath it are: the bureau cleanses uk files only,
    // so elsewhere it shows the territory's refusal rather than a failure (docs/address-cleanse.md).
    rule: '"/applications/addresscleanse (owner): file listing. Beneath it: upload, file/{fileId}, ... These need an owner and the UK territory."',
    paths: [
      '/applications/addresscleanse',
      '/applications/addresscleanse/upload',
      '/applications/addresscleanse/file/:fileId',
      '/applications/addresscleanse/file/:fileId/updatefields',
      '/applications/addresscleanse/file/:fileId/properties',
    ],
    expect: signedIn(notReferrer(inUk(ownerOrStaff))),
  },
  {
    rule: '"Shop (owner; non-owners refused)"; "Referrer partners lack ... shop"',
    paths: specRoutes.filter((path) => path.startsWith('/shop')),
    expect: signedIn(notReferrer((v) => (v.owner ? 'allowed' : 'refused: owner'))),
  },
];

// ---- The live portal ----------------------------------------------------------------------------

let portal: RunningPortal;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, jwt?: string): Promise<T> {
  const response = await fetch(portal.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const signInMutation = `mutation SignIn($userName: String!, $password: String!) {
  signIn(userName: $userName, password: $password) { jwt roles validated accountId territory }
}`;
const groupFields = 'id name type subtype territory isOwner isMember isManager pendingOwnership parentId';
const myGroupsQuery = `query MyGroups {
  myGroups { ${groupFields} children { ${groupFields} children { ${groupFields} children { ${groupFields} } } } }
}`;

type FetchedGroup = Omit<GroupView, 'children'> & { children?: FetchedGroup[] };
const asGroupView = (group: FetchedGroup): GroupView => ({ ...group, children: (group.children ?? []).map(asGroupView) });

/** The access context the portal builds for a visitor once their groups have loaded. */
async function contextOf(visitor: Visitor): Promise<AccessContext> {
  if (visitor.userName === null) return { user: null, selection: null, territory: 'uk' };
  const { signIn } = await graphql<{ signIn: { jwt: string; roles: Role[]; validated: boolean; accountId: string | null; territory: Territory } }>(
    signInMutation,
    { userName: visitor.userName, password: 'Passw0rd!' },
  );
  const user = { roles: signIn.roles, validated: signIn.validated };
  // As web/src/app/acting-for.ts: an unvalidated user's groups are never asked for, and may not be.
  if (!signIn.validated) return { user, selection: null, territory: signIn.territory };
  const { myGroups } = await graphql<{ myGroups: FetchedGroup[] }>(myGroupsQuery, {}, signIn.jwt);
  return {
    user,
    selection: resolveSelection(myGroups.map(asGroupView), {}, signIn.accountId),
    territory: signIn.territory,
  };
}

function described(outcome: GuardOutcome): string {
  switch (outcome.kind) {
    case 'redirect':
      return outcome.to === '/login' ? 'login' : 'validate';
    case 'notFound':
      return 'not found';
    case 'refused': {
      const reason = Object.entries(refusalTexts).find(([, text]) => text === outcome.message)?.[0];
      return reason ? `refused: ${reason}` : `refused with another text: ${outcome.message}`;
    }
    default:
      return outcome.kind;
  }
}

const names = (selection: Selection | null) => [selection?.partner?.name ?? '', selection?.organisation?.name ?? '', selection?.account?.name ?? ''];

const contexts = new Map<Visitor, AccessContext>();

beforeAll(async () => {
  portal = await startPortal({ port: 0, env: { PATH: process.env.PATH }, quiet: true });
  for (const visitor of visitors) contexts.set(visitor, await contextOf(visitor));
});

afterAll(async () => {
  await portal?.close();
});

describe('the route table', () => {
  it('holds every route of the product, once, and nothing else', () => {
    const paths = routeTable.map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes].sort());
  });

  it('has exactly one expectation below for every row', () => {
    for (const { path } of routeTable) {
      expect(
        expectations.filter((group) => group.paths.includes(path)).map((group) => group.rule),
        path,
      ).toHaveLength(1);
    }
  });

  it('names every row for the breadcrumb', () => {
    for (const rule of routeTable) expect(rule.title.trim(), rule.path).not.toBe('');
  });
});

describe.each(visitors.map((visitor) => [visitor.userName ?? 'a signed-out visitor', visitor] as const))('%s', (_name, visitor) => {
  it('acts for the partner, organisation and account the accounts document gives them', () => {
    expect(names(contexts.get(visitor)!.selection)).toEqual(visitor.selected);
  });

  it('meets the guard its rules describe on every route', () => {
    const ctx = contexts.get(visitor)!;
    const actual = Object.fromEntries(routeTable.map((rule) => [rule.path, described(guard(rule, ctx))]));
    const expected = Object.fromEntries(
      routeTable.map((rule) => [rule.path, expectations.find((group) => group.paths.includes(rule.path))?.expect(visitor) ?? 'no expectation']),
    );
    expect(actual).toEqual(expected);
  });
});

// ---- The menus each demo user sees (docs/routes-and-access.md, Menus and bars) -------------------

interface ExpectedMenus {
  why: string;
  applications: string[] | null;
  reporting: string[] | null;
  administration: string[] | null;
  partner: string[] | null;
  helpCentre: boolean;
  shop: boolean;
  searchIcon: boolean;
  ellipsis: string[];
}

const allApplications = ['Address Cleanse', 'Address Lookup', 'Email Validation', 'Payment Validation'];
const reports = ['Summary', 'Services', 'Tokens'];

const expectedMenus: Record<string, ExpectedMenus> = {
  'owner@acme.example': {
    why: 'owns Acme Ltd in the uk: every application; Reporting and Administration need owner or staff, Address Cleanse admin for the account role; no partner above; Shop for an account owner',
    applications: allApplications,
    reporting: reports,
    administration: ['Account', 'Services', 'Tokens', 'Address Cleanse'],
    partner: null,
    helpCentre: true,
    shop: true,
    searchIcon: false,
    ellipsis: ['Export API Token', 'GraphQL Explorer'],
  },
  'member@acme.example': {
    why: 'a member, not an owner: the applications for group users (not Address Cleanse, which needs an owner); no Reporting, Administration, Help Centre or Shop, which need an owner',
    applications: ['Address Lookup', 'Email Validation', 'Payment Validation'],
    reporting: null,
    administration: null,
    partner: null,
    helpCentre: false,
    shop: false,
    searchIcon: false,
    ellipsis: ['Export API Token', 'GraphQL Explorer'],
  },
  'partner@northwind.example': {
    why: 'owns partner Northwind with an account selected: the Partner menu with Leads, since the partner is no referrer',
    applications: allApplications,
    reporting: reports,
    administration: ['Account', 'Services', 'Tokens', 'Address Cleanse'],
    partner: ['Administration', 'Leads'],
    helpCentre: true,
    shop: true,
    searchIcon: false,
    ellipsis: ['Export API Token', 'GraphQL Explorer'],
  },
  'referrer@referral.example': {
    why: 'owns a referrer partner: "Referrer partners lack applications, shop, partner leads and administration"; Reporting stays (owner)',
    applications: null,
    reporting: reports,
    administration: null,
    partner: ['Administration'],
    helpCentre: true,
    shop: false,
    searchIcon: false,
    ellipsis: ['Export API Token', 'GraphQL Explorer'],
  },
  'koala@koala.example': {
    why: 'an owner in australia: Payment Validation is offered in the uk territory only, and Address Cleanse, which its route keeps to the uk, is not offered',
    applications: ['Address Lookup', 'Email Validation'],
    reporting: reports,
    administration: ['Account', 'Services', 'Tokens', 'Address Cleanse'],
    partner: null,
    helpCentre: true,
    shop: true,
    searchIcon: false,
    ellipsis: ['Export API Token', 'GraphQL Explorer'],
  },
  'admin@provider.example': {
    why: 'staff: Reporting, Administration (Address Cleanse admin is for the account role), Partner and Help Centre; no Shop (owners only); search icon for admin; Datasets & Plans, Creation Wizard, Account Search',
    applications: allApplications,
    reporting: reports,
    administration: ['Account', 'Services', 'Tokens'],
    partner: ['Administration', 'Leads'],
    helpCentre: true,
    shop: false,
    searchIcon: true,
    ellipsis: ['Datasets & Plans', 'Creation Wizard', 'Account Search', 'Export API Token', 'GraphQL Explorer'],
  },
  'super@provider.example': {
    why: 'super: everything admin has, plus Lead form Administration and Create new account',
    applications: allApplications,
    reporting: reports,
    administration: ['Account', 'Services', 'Tokens'],
    partner: ['Administration', 'Leads'],
    helpCentre: true,
    shop: false,
    searchIcon: true,
    ellipsis: [
      'Datasets & Plans',
      'Creation Wizard',
      'Account Search',
      'Lead form Administration',
      'Create new account',
      'Export API Token',
      'GraphQL Explorer',
    ],
  },
  'sales@provider.example': {
    why: 'sales: staff menus, but no search icon (admin or super) and no Datasets & Plans (admin, super); Creation Wizard and Account Search are for sales too',
    applications: allApplications,
    reporting: reports,
    administration: ['Account', 'Services', 'Tokens'],
    partner: ['Administration', 'Leads'],
    helpCentre: true,
    shop: false,
    searchIcon: false,
    ellipsis: ['Creation Wizard', 'Account Search', 'Export API Token', 'GraphQL Explorer'],
  },
};

describe.each(Object.entries(expectedMenus))('the menus of %s', (userName, expected) => {
  it(`match the menu rules: ${expected.why}`, () => {
    const visitor = visitors.find((v) => v.userName === userName)!;
    const actual = menus(contexts.get(visitor)!);
    const labels = (entries: { label: string }[] | null) => entries?.map((entry) => entry.label) ?? null;
    expect({
      applications: labels(actual.applications),
      reporting: labels(actual.reporting),
      administration: labels(actual.administration),
      partner: labels(actual.partner),
      helpCentre: actual.helpCentre,
      shop: actual.shop,
      searchIcon: actual.searchIcon,
      ellipsis: labels(actual.ellipsis),
    }).toEqual({ ...expected, why: undefined });
  });
});

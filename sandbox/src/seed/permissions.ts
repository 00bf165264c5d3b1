import { userIds } from './users';
import type { Permission, UserPermissionSetting } from './types';

// The permissions catalogue and the demo users' own settings.
// Staff-role permissions carry `admin`: only staff grant them. Privacy settings carry
// `isNotification`: a user may change their own; some sit under a parent, which the portal shows
// as their heading, and the rest stand alone (the portal lists them under General).

export const permissionIds = {
  dataAdministration: 1,
  cleanseAdministration: 2,
  accountSearch: 3,
  creationWizard: 4,
  bundleCreation: 5,
  leadFormAdministration: 6,
  marketing: 20,
  productNews: 21,
  partnerOffers: 22,
  surveys: 23,
  serviceMessages: 30,
  lowClicks: 31,
  renewalReminders: 32,
  cleanseReady: 33,
  tokenAlerts: 34,
  // 40 is no longer used: "Share my details with my partner" was offered, but nothing honoured it.
  usageStatistics: 41,
} as const;

const staff = (id: number, refId: string, name: string, description: string): Permission => ({
  id,
  refId,
  name,
  description,
  parentId: null,
  admin: true,
  isNotification: false,
  isService: false,
  def: false,
});

const privacy = (id: number, refId: string, name: string, description: string, parentId: number | null, def: boolean): Permission => ({
  id,
  refId,
  name,
  description,
  parentId,
  admin: false,
  isNotification: true,
  isService: false,
  def,
});

const catalogue: Permission[] = [
  staff(permissionIds.dataAdministration, 'DATA_ADMIN', 'Data administration', 'Create and change datasets, plans, filters and comparisons.'),
  staff(permissionIds.cleanseAdministration, 'CLEANSE_ADMIN', 'Address cleanse administration', 'Change address cleanse prices and read every job charge.'),
  staff(permissionIds.accountSearch, 'ACCOUNT_SEARCH', 'Account search', 'Search every group, user and API token by name.'),
  staff(permissionIds.creationWizard, 'CREATION_WIZARD', 'Creation wizard', 'Create organisations and accounts on behalf of a customer.'),
  staff(permissionIds.bundleCreation, 'BUNDLE_CREATE', 'Bundle creation', 'Create click bundles for any account.'),
  staff(permissionIds.leadFormAdministration, 'LEAD_FORM_ADMIN', 'Lead form administration', 'Change the options partners choose from on the lead form.'),
  privacy(permissionIds.marketing, 'MARKETING', 'Marketing', 'News and offers the provider may send you.', null, false),
  privacy(
    permissionIds.productNews,
    'MARKETING_NEWS',
    'Product news by e-mail',
    'New datasets, services and features, about once a month.',
    permissionIds.marketing,
    false,
  ),
  privacy(
    permissionIds.partnerOffers,
    'MARKETING_PARTNER_OFFERS',
    'Offers from partners',
    'Offers from partners of the provider, sent by the provider.',
    permissionIds.marketing,
    false,
  ),
  privacy(permissionIds.surveys, 'MARKETING_SURVEYS', 'Customer surveys', 'Short surveys on how you use the portal.', permissionIds.marketing, false),
  privacy(permissionIds.serviceMessages, 'SERVICE_MESSAGES', 'Service messages', 'E-mails about your subscriptions and files.', null, true),
  privacy(
    permissionIds.lowClicks,
    'NOTIFY_LOW_CLICKS',
    'Low click balance',
    'A warning when a subscription has 10% of its clicks left.',
    permissionIds.serviceMessages,
    true,
  ),
  privacy(
    permissionIds.renewalReminders,
    'NOTIFY_RENEWAL',
    'Renewal reminders',
    'A reminder two weeks before a subscription renews.',
    permissionIds.serviceMessages,
    true,
  ),
  privacy(
    permissionIds.cleanseReady,
    'NOTIFY_CLEANSE_READY',
    'Address cleanse results ready',
    'An e-mail when a cleansed file is ready to download.',
    permissionIds.serviceMessages,
    true,
  ),
  privacy(
    permissionIds.tokenAlerts,
    'NOTIFY_TOKEN_ALERTS',
    'API token alerts',
    "An e-mail when one of your account's API tokens reaches a daily cap or has many calls refused.",
    permissionIds.serviceMessages,
    true,
  ),
  privacy(permissionIds.usageStatistics, 'USAGE_STATISTICS', 'Usage statistics', 'Anonymous statistics on how you use the portal, to improve it.', null, false),
];

/** Fresh objects on every call, so each sandbox may change its own copy. */
export function seedPermissions(): Permission[] {
  return catalogue.map((permission) => ({ ...permission }));
}

/** Where a demo user's setting differs from the permission's default. */
export function seedUserPermissions(): UserPermissionSetting[] {
  const on = (userId: number, ...ids: number[]) => ids.map((permissionId) => ({ userId, permissionId, enabled: true }));
  const all = Object.values(permissionIds).filter((id) => id < permissionIds.marketing);
  return [
    ...on(userIds.super, ...all),
    ...on(
      userIds.admin,
      permissionIds.dataAdministration,
      permissionIds.cleanseAdministration,
      permissionIds.accountSearch,
      permissionIds.creationWizard,
      permissionIds.bundleCreation,
    ),
    ...on(userIds.sales, permissionIds.accountSearch, permissionIds.creationWizard, permissionIds.bundleCreation),
    ...on(userIds.owner, permissionIds.productNews),
  ];
}

import type { AccessLevel, GroupType } from '../../gql/graphql';
import { staffRoles } from '../../lib/session/session-user';

// Access levels and dates as the group administration screens show them (accounts and partners alike).

export const accessLevelLabels: Record<AccessLevel, string> = {
  owner: 'Owner',
  sudoowner: 'Sudo owner',
  member: 'Member',
  manager: 'Manager',
};

/** What each level lets a user do, for the access level pickers. */
export const accessLevelHelp: Record<AccessLevel, string> = {
  owner: 'Runs the account: its users, settings and services',
  sudoowner: 'Acts as an owner',
  member: "Uses the account's services",
  manager: "Manages the partner's organisations",
};

/** The levels a group may give: managers exist only in partners (docs/flows.md). */
export function accessLevelsFor(type: GroupType): AccessLevel[] {
  return type === 'partner' ? ['owner', 'sudoowner', 'manager', 'member'] : ['owner', 'sudoowner', 'member'];
}

export const groupTypeLabels: Record<GroupType, string> = { partner: 'Partner', organisation: 'Organisation', account: 'Account' };

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : 'Never');

export const isStaffRoles = (roles: readonly string[] | undefined) => !!roles?.some((role) => (staffRoles as readonly string[]).includes(role));

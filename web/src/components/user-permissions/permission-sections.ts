// How a user's permissions are laid out: staff-role permissions (admin flag) by
// their reference name; privacy settings (notification flag) under their parent, and those
// without one under General; anything else, for administrators, apart. Privacy settings are the
// person's own consents: only they and staff see them to switch, never an owner of their account.

/** One setting as the editor needs it (the UserPermissionsEditor_setting fragment). */
export interface PermissionSetting {
  permissionId: string;
  name: string;
  enabled: boolean;
  permission?: { refId: string; description?: string | null; admin: boolean; isNotification: boolean } | null;
  children?: readonly PermissionSetting[] | null;
}

export type SectionKind = 'staffRoles' | 'privacy' | 'general' | 'other';

export interface PermissionSection {
  /** Unique within the editor: the parent's permission id for a group of privacy settings. */
  key: string;
  kind: SectionKind;
  heading: string;
  settings: PermissionSetting[];
}

/**
 * Which permissions an editor shows: 'privacy', a user's own privacy settings; 'granted', what an
 * owner grants another user (staff roles and the other permissions, not their privacy settings);
 * 'all', everything (staff, or a user administering themselves).
 */
export type PermissionScope = 'privacy' | 'granted' | 'all';

export const GENERAL_HEADING = 'General';
export const STAFF_ROLES_HEADING = 'Staff roles';
export const OTHER_HEADING = 'Other permissions';

const isAdmin = (setting: PermissionSetting) => setting.permission?.admin === true;
const isPrivacy = (setting: PermissionSetting) => setting.permission?.isNotification === true;
const childrenOf = (setting: PermissionSetting) => setting.children ?? [];
const flatten = (settings: readonly PermissionSetting[]): PermissionSetting[] => settings.flatMap((setting) => [setting, ...flatten(childrenOf(setting))]);

/**
 * The sections to show, in order: staff roles (scope granted or all), then a group per privacy
 * parent in the catalogue's order, then General (scope privacy or all), then other permissions
 * (scope granted or all). A parent with settings under it is their heading, not a setting of its
 * own. Empty sections are left out.
 */
export function permissionSections(settings: readonly PermissionSetting[], scope: PermissionScope): PermissionSection[] {
  const sections: PermissionSection[] = [];
  const all = flatten(settings);
  const administered = scope !== 'privacy';
  if (administered) sections.push({ key: 'staffRoles', kind: 'staffRoles', heading: STAFF_ROLES_HEADING, settings: all.filter(isAdmin) });

  if (scope !== 'granted') {
    const general: PermissionSetting[] = [];
    for (const top of settings) {
      if (!isPrivacy(top) || isAdmin(top)) continue;
      const grouped = flatten(childrenOf(top)).filter((setting) => isPrivacy(setting) && !isAdmin(setting));
      if (grouped.length > 0) sections.push({ key: `privacy-${top.permissionId}`, kind: 'privacy', heading: top.name, settings: grouped });
      else if (childrenOf(top).length === 0) general.push(top);
    }
    sections.push({ key: 'general', kind: 'general', heading: GENERAL_HEADING, settings: general });
  }

  if (administered) {
    const shown = new Set(sections.flatMap((section) => section.settings.map((setting) => setting.permissionId)));
    const headings = new Set(settings.filter((top) => isPrivacy(top) && childrenOf(top).length > 0).map((top) => top.permissionId));
    const other = all.filter((setting) => !shown.has(setting.permissionId) && !headings.has(setting.permissionId) && !isAdmin(setting) && !isPrivacy(setting));
    sections.push({ key: 'other', kind: 'other', heading: OTHER_HEADING, settings: other });
  }
  return sections.filter((section) => section.settings.length > 0);
}

// Checked by hand rather than with a zod schema: the session is read as the app starts, so this
// module rides with every page, login included, and zod would add some 25 KB gzip to each.

const sessionRoles = ['account', 'admin', 'super', 'sales'] as const;
const territories = ['uk', 'australia'] as const;

/** The signed-in session as kept in local storage under the auth-details key. */
export interface SessionUser {
  jwt: string;
  id: string;
  userName: string;
  recycleDate: number;
  roles: (typeof sessionRoles)[number][];
  territory: (typeof territories)[number];
  validated: boolean;
  accountId?: string | null;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/** The session stored under the auth-details key, or null when what is stored is not one (another version's, or tampered with). */
export function readSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { jwt, id, userName, recycleDate, roles, territory, validated, accountId } = value as Record<string, unknown>;
  const valid =
    typeof jwt === 'string' &&
    jwt.length > 0 &&
    typeof id === 'string' &&
    typeof userName === 'string' &&
    typeof recycleDate === 'number' &&
    Array.isArray(roles) &&
    roles.every((role) => isOneOf(sessionRoles, role)) &&
    isOneOf(territories, territory) &&
    typeof validated === 'boolean' &&
    (accountId === undefined || accountId === null || typeof accountId === 'string');
  if (!valid) return null;
  return { jwt, id, userName, recycleDate, roles, territory, validated, ...(accountId === undefined ? {} : { accountId }) };
}

export const staffRoles = ['admin', 'super', 'sales'] as const;

export function isStaff(user: Pick<SessionUser, 'roles'>): boolean {
  return user.roles.some((role) => (staffRoles as readonly string[]).includes(role));
}

/**
 * Whether two sessions (or none) are one person's: a renewal or Change Account gives the same
 * person a new token; another id, or the same id in the other territory, is someone else.
 */
export function samePerson(a: Pick<SessionUser, 'id' | 'territory'> | null, b: Pick<SessionUser, 'id' | 'territory'> | null): boolean {
  return a?.id === b?.id && a?.territory === b?.territory;
}

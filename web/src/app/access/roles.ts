import { isStaff } from '../../lib/session/session-user';
import type { Role } from './types';

export { isStaff };

/** Data administration, address cleanse administration and the search icon belong to these. */
export const isAdminOrSuper = (user: { roles: readonly Role[] }): boolean => user.roles.includes('admin') || user.roles.includes('super');

export const hasAnyRole = (user: { roles: readonly Role[] }, roles: readonly Role[]): boolean => roles.some((role) => user.roles.includes(role));

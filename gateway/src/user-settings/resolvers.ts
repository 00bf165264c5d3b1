import { forbidden, isStaff, refusingUnseen, requireSession } from '../access/access';
import { mayChangePrices as isAdminOrSuper } from '../access/address-cleanse';
import type { GatewayContext } from '../context';
import type { Resolvers, UserDetailsInput } from '../generated/resolvers';
import { graphqlId, upstreamId } from '../ids';
import { requestError } from '../upstream/failures';
import { requirePasswordRule } from './password-rule';
import type { UpstreamUserDetails, UpstreamUserPermission, UserPermissionOfUser } from '../users/user-server-types';
import { isBlankText } from '../input-checks';
import { isRequiredUserDetail, requireUserDetail } from '../users/user-details';

// A user's own settings: their details, their password, and their permissions.
// Each mutation checks who may make it before the service is asked; the service checks
// again, and its refusal is passed on as it is.

const detailNames = ['personalName', 'companyName', 'address1', 'address2', 'address3', 'address4', 'town', 'county', 'postcode', 'country'] as const;

/**
 * The details given; null and left-out fields are not sent, so the service leaves them as they are.
 * A detail the service would refuse (over 200 characters; a blank name, company or country) is
 * refused here naming it, before the call, as register refuses one.
 */
function detailsOf(input: UserDetailsInput): UpstreamUserDetails {
  const details: UpstreamUserDetails = {};
  for (const name of detailNames) {
    const value = input[name];
    if (value === null || value === undefined) continue;
    requireUserDetail(value, `input.${name}`, isRequiredUserDetail(name) ? name : undefined);
    // An address line with nothing visible is cleared, as an empty one is (docs/api-errors.md, "Free text").
    details[name] = isBlankText(value) ? '' : value;
  }
  return details;
}

const ofUser =
  (userId: string) =>
  (setting: UpstreamUserPermission): UserPermissionOfUser => ({ ...setting, userId });

/**
 * Whether the caller may set the permission for the user, as far as the gateway can tell before
 * asking: staff any; staff-role permissions nobody else; the user themselves their privacy
 * settings; anyone else only a user they may read, which the service allows the owners of a group
 * the user is in (and staff) and nobody else, and of that user not the privacy settings: those are
 * the person's own consents (marketing, what they are sent), which an owner may not give for them.
 */
async function checkMaySetPermission(ctx: GatewayContext, userId: string, permissionId: string, action: string): Promise<void> {
  const caller = requireSession(ctx, action);
  if (isStaff(ctx.caller.roles)) return;
  const permission = (await ctx.userServer.getPermissions()).find((entry) => String(entry.id) === permissionId);
  // An unknown permission is the service's to report (NOT_FOUND).
  if (!permission) return;
  if (permission.admin) throw forbidden(action, 'Only staff may change staff-role permissions');
  if (caller === userId) {
    if (!permission.isNotification) throw forbidden(action, 'Only an owner of your group may change that permission');
    return;
  }
  // A user they may not read and no user at all are refused alike (docs/api-errors.md).
  await refusingUnseen(
    ctx,
    () => ctx.loaders.users.load(userId),
    () => forbidden(action, "Not allowed to change that user's permissions"),
  );
  if (permission.isNotification) throw forbidden(action, 'Only the user themselves or staff may change their privacy settings');
}

/**
 * Changing a user's details or deleting a user: the user themselves, or admin and super, as for the
 * lock (group-users/resolvers.ts): deleting cannot be undone, and a person's record is theirs, so
 * neither asks less than the lock does. Sales and owners are refused before the service is asked
 * (an owner removes a user from their group instead). Which staff user admin may act on (not
 * another staff user: super alone may) is the service's to decide, as only it knows the user's
 * roles; its refusal is passed on.
 */
function requireMayActOnUser(ctx: GatewayContext, userId: string, action: string, what: string): void {
  if (requireSession(ctx, action) === userId || isAdminOrSuper(ctx.caller.roles)) return;
  throw forbidden(action, `Only the user themselves, or admin and super staff, may ${what}`);
}

export const userSettingsResolvers: Resolvers = {
  Query: {
    permissions: (_parent, _args, ctx) => {
      requireSession(ctx, 'load the permissions');
      return ctx.userServer.getPermissions().then((permissions) => [...permissions].sort((a, b) => a.id - b.id));
    },
  },

  Mutation: {
    updateUser: async (_parent, { id, input }, ctx) => {
      const action = 'update the user';
      const userId = upstreamId(id, 'id');
      requireMayActOnUser(ctx, userId, action, 'change these details');
      const user = await ctx.userServer.updateUser(userId, detailsOf(input));
      // The request's loader may hold the user as they were.
      ctx.loaders.users.clear(userId).prime(userId, user);
      return user;
    },

    deleteUser: async (_parent, { id }, ctx) => {
      const action = 'delete the user';
      const userId = upstreamId(id, 'id');
      requireMayActOnUser(ctx, userId, action, 'delete a user');
      await ctx.userServer.deleteUser(userId);
      ctx.loaders.users.clear(userId);
      return true;
    },

    changePassword: async (_parent, { currentPassword, newPassword }, ctx) => {
      const action = 'change your password';
      const userId = requireSession(ctx, action);
      // Checked before the attempt, so that a weak new password never counts as a wrong current one.
      requirePasswordRule(newPassword, 'newPassword');
      if (newPassword === currentPassword)
        throw requestError('BAD_USER_INPUT', 'The new password must differ from the current one', { argument: 'newPassword' });
      const { name } = await ctx.loaders.users.load(userId);
      // The same password as signing in: guesses here count against sign-in too, and the reverse.
      await ctx.attempts.attempt({ secret: 'password', subject: name, clientAddress: ctx.clientAddress, action }, () =>
        ctx.userServer.changePassword(name, currentPassword, newPassword),
      );
      return true;
    },

    setUserPermission: async (_parent, { userId, permissionId, enabled }, ctx) => {
      const action = 'change the permission';
      const user = upstreamId(userId, 'userId');
      const permission = upstreamId(permissionId, 'permissionId');
      await checkMaySetPermission(ctx, user, permission, action);
      await ctx.userServer.setUserPermission(user, permission, enabled);
      return ctx.loaders.users.load(user);
    },
  },

  User: {
    permissions: async (user, _args, { userServer }) => {
      const userId = String(user.id);
      return (await userServer.getUserPermissions(userId)).map(ofUser(userId));
    },
  },

  Permission: {
    id: (permission) => String(permission.id),
    parentId: (permission) => graphqlId(permission.parentId),
  },

  UserPermission: {
    permissionId: (setting) => String(setting.id),
    children: (setting) => setting.children.map(ofUser(setting.userId)),
    permission: async (setting, _args, { userServer }) => (await userServer.getPermissions()).find((entry) => entry.id === setting.id) ?? null,
  },
};

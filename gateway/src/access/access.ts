import type DataLoader from 'dataloader';
import type { GraphQLError } from 'graphql';
import type { Caller } from '../caller';
import { hasErrorCode, noSession, refusal } from '../upstream/failures';
import type { UpstreamGroup } from '../users/user-server-types';

/**
 * The access rules the web app's route guards show to people, enforced again here: the guard is
 * for the person, this is for security. The services check too; refusing here keeps a caller
 * from reaching a service for an account that is not theirs, and gives the guard's own words.
 *
 * A customer learns nothing of what they may not see, not even that it exists: an id of someone
 * else's and an id of nothing are refused alike, with one code, reason and message (FORBIDDEN,
 * docs/api-errors.md). Staff may see everything, so for them a missing one stays NOT_FOUND.
 */

/** The roles that may act across groups: the provider's staff (docs/routes-and-access.md). */
export const STAFF_ROLES: readonly string[] = ['admin', 'super', 'sales'];

/**
 * Which access rule refused a call, as `extensions.reason` of its FORBIDDEN error: a program can act
 * on it, and the web app shows the route guard's own words for it (docs/api-errors.md).
 */
export type RefusalReason = 'NOT_GROUP_USER' | 'NOT_OWNER' | 'ROLE_REQUIRED' | 'NOT_PARTNER' | 'REFERRER_PARTNER' | 'TERRITORY' | 'NOT_VALIDATED';

/** What the caller holds in a group, as `GET /group` reports it for them. */
export type GroupFlags = Pick<UpstreamGroup, 'isOwner' | 'isMember'>;

/** What the rules need of the request context; GatewayContext has it. */
export interface AccessContext {
  caller: Pick<Caller, 'roles' | 'authorization' | 'userId'>;
  loaders: { groups: Pick<DataLoader<string, UpstreamGroup>, 'load'> };
}

export interface AccessOptions {
  /** What the caller was doing, as the error's `action` ("load the account plans"). */
  action?: string;
}

const defaultAction = 'use this account';

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}

/** Group users: the owner or a member of the group (directly or through a group above), or staff. */
export function mayUseGroup(roles: readonly string[], flags: GroupFlags | undefined): boolean {
  return isStaff(roles) || flags?.isOwner === true || flags?.isMember === true;
}

/** The owner of the group (directly or through a group above); staff too when `allowStaff`. */
export function mayOwnGroup(roles: readonly string[], flags: GroupFlags | undefined, allowStaff: boolean): boolean {
  return (allowStaff && isStaff(roles)) || flags?.isOwner === true;
}

/**
 * A refusal as the client receives every failure: code FORBIDDEN, action, msg (upstreamStatus null),
 * and, where it is one of the route guards' rules, the rule as `reason`. `msg` says why in terms of
 * the call, for whoever made it.
 */
export function forbidden(action: string, msg: string, reason?: RefusalReason): GraphQLError {
  return refusal('FORBIDDEN', action, msg, reason ? { reason } : {});
}

/** Lets through the owner or a member of the account, or staff; refuses anyone else with FORBIDDEN. */
export async function requireGroupUser(ctx: AccessContext, accountId: string, options: AccessOptions = {}): Promise<void> {
  const action = options.action ?? defaultAction;
  // Staff pass whatever they hold, so their flags need not be fetched.
  if (isStaff(ctx.caller.roles)) return;
  if (!mayUseGroup(ctx.caller.roles, await flagsOf(ctx, accountId, action))) {
    throw forbidden(action, `Account ${accountId} is not one you own or belong to`, 'NOT_GROUP_USER');
  }
}

/**
 * As requireGroupUser, for a service that only an account holds (address look-up, e-mail and bank
 * validation): a customer naming an organisation's or a partner's id is refused before the service
 * is called, in one set of words for every service (requireAccount). Staff pass whatever they hold,
 * as for requireGroupUser, so the group need not be fetched for them.
 */
export async function requireAccountUser(ctx: AccessContext, accountId: string, options: AccessOptions = {}): Promise<void> {
  const action = options.action ?? defaultAction;
  if (isStaff(ctx.caller.roles)) return;
  const group = await flagsOf(ctx, accountId, action);
  if (!group || !mayUseGroup(ctx.caller.roles, group)) {
    throw forbidden(action, `Account ${accountId} is not one you own or belong to`, 'NOT_GROUP_USER');
  }
  requireAccount(group, action);
}

/**
 * Refuses a group that is not an account with FORBIDDEN: only an account holds the services'
 * subscriptions, and each service words its own refusal differently ("Not allowed to use that
 * account", or a SOAP fault that reads as a wrong sort code).
 */
export function requireAccount(group: Pick<UpstreamGroup, 'id' | 'type'>, action: string): void {
  if (group.type === 'account') return;
  const kind = group.type === 'organisation' ? 'an organisation' : 'a partner';
  throw forbidden(action, `Group ${group.id} is ${kind}, not an account: choose one of its accounts`);
}

/** Lets through the owner of the group, and staff when `allowStaff`; refuses anyone else with FORBIDDEN. */
export async function requireOwner(ctx: AccessContext, groupId: string, options: AccessOptions & { allowStaff: boolean }): Promise<void> {
  const action = options.action ?? defaultAction;
  if (options.allowStaff && isStaff(ctx.caller.roles)) return;
  if (!mayOwnGroup(ctx.caller.roles, await flagsOf(ctx, groupId, action), options.allowStaff)) {
    throw forbidden(action, `Only an owner of group ${groupId}${options.allowStaff ? ' or staff' : ''} may do this`, 'NOT_OWNER');
  }
}

/**
 * Whether `error`, from reading or changing something by an id the caller gave, only says that
 * the caller may not see it (the service's FORBIDDEN) or that it does not exist (its NOT_FOUND):
 * two answers a customer must not be able to tell apart. Staff may see everything, so for them
 * neither is hidden and a NOT_FOUND is the truth to pass on.
 */
export function isUnseen(ctx: Pick<AccessContext, 'caller'>, error: unknown): boolean {
  return !isStaff(ctx.caller.roles) && hasErrorCode(error, 'FORBIDDEN', 'NOT_FOUND');
}

/**
 * Runs `call`, a read or change of something named by an id the caller gave, and answers a
 * customer `refuse()` whether the service said it is not theirs or that there is none: one answer
 * for both (docs/api-errors.md). Staff get the service's own answer. Any other failure is passed
 * on as it is.
 */
export async function refusingUnseen<T>(ctx: Pick<AccessContext, 'caller'>, call: () => Promise<T>, refuse: () => GraphQLError): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnseen(ctx, error)) throw refuse();
    throw error;
  }
}

/**
 * The id of the user the caller's Authorization names; refuses as signed out, for `action`, a
 * caller whose Authorization names no user: none sent, another scheme than Bearer, or a bearer
 * token that is no portal token (an API key, `Bearer ` alone). A service could only refuse them,
 * and its refusal named its own call ("Authentication Failure.", action "load the group") where
 * `me` and every other call without a session name what was asked (docs/api-errors.md,
 * UNAUTHENTICATED). Every field for signed-in callers asks this before any service. A token that
 * names a user still goes to the service, which is the judge of whether it is genuine and unexpired.
 */
export function requireSession(ctx: Pick<AccessContext, 'caller'>, action: string): string {
  const { userId, authorization } = ctx.caller;
  if (!userId) throw noSession(action, authorization);
  return userId;
}

/**
 * The caller's flags in the group, through the request's group loader (and so the shared cache);
 * undefined for a group a customer may not see or that does not exist, so that both are refused
 * alike. A caller whose Authorization names no user is refused first (requireSession). Any other
 * failure (a refused session, staff asking for an unknown group, a service that does not answer)
 * is passed on as it is.
 */
async function flagsOf(ctx: AccessContext, groupId: string, action: string): Promise<UpstreamGroup | undefined> {
  requireSession(ctx, action);
  try {
    return await ctx.loaders.groups.load(groupId);
  } catch (error) {
    if (isUnseen(ctx, error)) return undefined;
    throw error;
  }
}

import type { ServiceClient } from '../upstream/service';
import { unreadAnswer } from '../upstream/shape';
import {
  upstreamCreatedGroup,
  upstreamSearchResults,
  type UpstreamCharityDetails,
  type UpstreamPartnerType,
  type UpstreamSearchResults,
  upstreamGroup,
  upstreamGroups,
  upstreamRegistration,
  upstreamSessionUser,
  upstreamUser,
  type UpstreamCreatedGroup,
  type UpstreamGroup,
  type UpstreamNewGroup,
  type UpstreamRegistration,
  type UpstreamRegistrationRequest,
  type UpstreamSessionUser,
  type UpstreamUser,
  upstreamPermissions,
  upstreamUserPermissions,
  type UpstreamPermission,
  type UpstreamUserDetails,
  type UpstreamUserPermission,
  upstreamGroupUserAccess,
  upstreamGroupUserLines,
  upstreamJoinedGroup,
  upstreamUserLock,
  type UpstreamAccessLevel,
  type UpstreamGroupDetails,
  type UpstreamGroupUserAccess,
  type UpstreamGroupUserLine,
  type UpstreamInvitationRequest,
} from './user-server-types';

/**
 * The reads that decide who may use a group (the access checks' `GET /group`, the list of one's
 * groups): a write that changes them for someone makes them stale for every caller, so that nobody
 * shut out goes on through a kept answer (docs/operations.md).
 */
const ACCESS_READS: readonly string[] = ['/group', '/groups'];

/** An exported API token lives, and is recycled after, one year (docs/texts-and-constants.md). */
export const API_TOKEN_SECONDS = 31_536_000;

/** The calls that change a group's corporate, charity or partner status. */
type GroupStatusChange =
  | '/group/enablecorporate'
  | '/group/disablecorporate'
  | '/group/updatecharity'
  | '/group/confirmcharity'
  | '/group/disablecharity'
  | '/migrate/orgToPartner'
  | '/migrate/removeFromPartner';

/** The user server's calls, made for one caller. Ids are passed as the digits the server expects. */
export class UserServerClient {
  constructor(private readonly http: ServiceClient) {}

  signIn(userName: string, password: string, captchaToken?: string): Promise<UpstreamSessionUser> {
    return this.http.request({
      action: 'sign in',
      method: 'GET',
      path: '/auth',
      query: { token: captchaToken },
      answer: upstreamSessionUser,
      auth: { kind: 'basic', userName, password },
      cache: false,
    });
  }

  /**
   * A one-year session for `accountId`, made with the user's own credentials: the API token the
   * user copies into their systems. Basic-auth calls are never cached, and this one says so too.
   */
  exportApiToken(userName: string, password: string, accountId: string): Promise<UpstreamSessionUser> {
    return this.http.request({
      action: 'export the API token',
      method: 'GET',
      path: '/auth',
      query: { recycleTime: API_TOKEN_SECONDS, expiryTime: API_TOKEN_SECONDS, accId: accountId },
      answer: upstreamSessionUser,
      auth: { kind: 'basic', userName, password },
      cache: false,
    });
  }

  /** A new session token; for `accountId` when given, else with no account. */
  reauthenticate(accountId?: string): Promise<UpstreamSessionUser> {
    return this.http.request({
      action: 'renew your session',
      method: 'GET',
      path: '/reauth',
      query: { accId: accountId },
      answer: upstreamSessionUser,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  register(request: UpstreamRegistrationRequest, captchaToken: string): Promise<UpstreamRegistration> {
    return this.http.request({
      action: 'register',
      method: 'POST',
      path: '/users',
      query: { token: captchaToken },
      body: request,
      answer: upstreamRegistration,
      auth: { kind: 'none' },
    });
  }

  sendValidationCode(): Promise<unknown> {
    return this.http.request({
      action: 'send the validation code',
      method: 'GET',
      path: '/validate',
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      // Each call sends a fresh code, so it must reach the server every time.
      cache: false,
    });
  }

  validate(code: string): Promise<unknown> {
    return this.http.request({
      action: 'validate your account',
      method: 'PUT',
      path: '/validate',
      body: { code },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      invalidates: ['/user', '/groups', '/group'],
    });
  }

  requestPasswordReset(userName: string): Promise<unknown> {
    return this.http.request({
      action: 'request a password reset',
      method: 'GET',
      path: '/resetpassword',
      query: { userId: userName },
      answer: unreadAnswer,
      auth: { kind: 'none', authError400: true },
      cache: false,
    });
  }

  resetPassword(userName: string, activationCode: string, password: string): Promise<unknown> {
    return this.http.request({
      action: 'reset your password',
      method: 'PUT',
      path: '/resetpassword',
      body: { userId: userName, activationCode, password },
      answer: unreadAnswer,
      auth: { kind: 'none', authError400: true },
    });
  }

  getUser(id: string): Promise<UpstreamUser> {
    return this.http.request({
      action: 'load the user',
      method: 'GET',
      path: '/user',
      query: { id },
      answer: upstreamUser,
      auth: { kind: 'bearer' },
    });
  }

  /** Every group the caller may see, flat and sorted by id. */
  getGroups(): Promise<UpstreamGroup[]> {
    return this.http.request({
      action: 'load your groups',
      method: 'GET',
      path: '/groups',
      answer: upstreamGroups,
      auth: { kind: 'bearer' },
    });
  }

  /** A new organisation for a user, or a group below another; the caller's group reads go stale. */
  createGroup(group: UpstreamNewGroup): Promise<UpstreamCreatedGroup> {
    return this.http.request({
      action: 'create the group',
      method: 'POST',
      path: '/groups',
      body: group,
      answer: upstreamCreatedGroup,
      auth: { kind: 'bearer' },
      // POST /groups itself makes the cached GET /groups stale; GET /group?id= of the parent too.
      invalidates: ['/group'],
    });
  }

  /** One group with its direct children (the whole subtree with `recurse`). */
  getGroup(id: string, options: { recurse?: boolean; returnInvalid?: boolean } = {}): Promise<UpstreamGroup> {
    return this.http.request({
      action: 'load the group',
      method: 'GET',
      path: '/group',
      query: { id, recurse: options.recurse ?? false, returnInvalid: options.returnInvalid },
      answer: upstreamGroup,
      auth: { kind: 'bearer' },
    });
  }

  // ---- Corporate, charity and partner status; the staff search (schema/group-status.graphql, schema/search.graphql)

  /**
   * One change to a group's status (PUT with the group as `groupId`), answered with the group as it
   * now is. The caller's reads of groups and searches go stale with it.
   */
  private changeGroupStatus(action: string, path: GroupStatusChange, groupId: string, body?: object): Promise<UpstreamGroup> {
    return this.http.request({
      action,
      method: 'PUT',
      path,
      query: { groupId },
      body,
      answer: upstreamGroup,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groups', '/search'],
      invalidatesForEveryCaller: ACCESS_READS,
    });
  }

  enableCorporate(groupId: string): Promise<UpstreamGroup> {
    return this.changeGroupStatus('enable the corporate status', '/group/enablecorporate', groupId);
  }

  disableCorporate(groupId: string): Promise<UpstreamGroup> {
    return this.changeGroupStatus('disable the corporate status', '/group/disablecorporate', groupId);
  }

  updateCharity(groupId: string, details: UpstreamCharityDetails): Promise<UpstreamGroup> {
    return this.changeGroupStatus('update the charity status', '/group/updatecharity', groupId, details);
  }

  confirmCharity(groupId: string, details: UpstreamCharityDetails & { isValid: boolean }): Promise<UpstreamGroup> {
    return this.changeGroupStatus('confirm the charity status', '/group/confirmcharity', groupId, details);
  }

  disableCharity(groupId: string): Promise<UpstreamGroup> {
    return this.changeGroupStatus('remove the charity status', '/group/disablecharity', groupId);
  }

  migrateToPartner(groupId: string, partnerType: UpstreamPartnerType): Promise<UpstreamGroup> {
    return this.changeGroupStatus('migrate the organisation to a partner', '/migrate/orgToPartner', groupId, { partnerType });
  }

  removeFromPartner(groupId: string): Promise<UpstreamGroup> {
    return this.changeGroupStatus('remove the group from its partner', '/migrate/removeFromPartner', groupId);
  }

  /** Every token, group and user matching `filter` (staff only), as the server answers it: unpaged. */
  search(filter: string): Promise<UpstreamSearchResults> {
    return this.http.request({
      action: 'search',
      method: 'GET',
      path: '/search',
      query: { filter },
      answer: upstreamSearchResults,
      auth: { kind: 'bearer' },
    });
  }

  // ---- User settings: a user's details, password and permissions

  /** Changes the user's details (themselves, or staff for anyone); answers the user as it now is. */
  updateUser(id: string, details: UpstreamUserDetails): Promise<UpstreamUser> {
    return this.http.request({
      action: 'update the user',
      method: 'PUT',
      path: '/users',
      query: { id },
      body: details,
      answer: upstreamUser,
      auth: { kind: 'bearer' },
      invalidates: ['/user'],
    });
  }

  /** Deletes the user (themselves, or staff for anyone); the service refuses the last owner of a group. */
  deleteUser(id: string): Promise<unknown> {
    return this.http.request({
      action: 'delete the user',
      method: 'DELETE',
      path: '/users',
      query: { id },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      invalidates: ['/user', '/group', '/groups', '/groupusers'],
      invalidatesForEveryCaller: ACCESS_READS,
    });
  }

  /**
   * Changes the signed-in user's password. The current one is the basic credential, sent with
   * `auth-error: 400`, so a wrong one is an ordinary refusal and not a sign-out.
   */
  changePassword(userName: string, currentPassword: string, newPassword: string): Promise<unknown> {
    return this.http.request({
      action: 'change your password',
      method: 'PUT',
      path: '/userpassword',
      body: { newPassword },
      answer: unreadAnswer,
      auth: { kind: 'basic', userName, password: currentPassword },
      cache: false,
    });
  }

  /** The permissions catalogue. */
  getPermissions(): Promise<UpstreamPermission[]> {
    return this.http.request({
      action: 'load the permissions',
      method: 'GET',
      path: '/permissions',
      answer: upstreamPermissions,
      auth: { kind: 'bearer' },
    });
  }

  /** The user's settings of every permission, grouped as the catalogue groups them. */
  getUserPermissions(userId: string): Promise<UpstreamUserPermission[]> {
    return this.http.request({
      action: "load the user's permissions",
      method: 'GET',
      path: '/userpermissions',
      query: { userId },
      answer: upstreamUserPermissions,
      auth: { kind: 'bearer' },
    });
  }

  /** Turns one of the user's permissions on or off; answers the user's settings as they now are. */
  setUserPermission(userId: string, permissionId: string, enabled: boolean): Promise<UpstreamUserPermission[]> {
    return this.http.request({
      action: 'change the permission',
      method: 'PUT',
      path: '/userpermissions',
      query: { userId, permissionId, enabled },
      answer: upstreamUserPermissions,
      auth: { kind: 'bearer' },
    });
  }

  // ---- Account administration: a group's users, invitations, access levels, locks, editing and
  // deleting groups (schema/group-users.graphql). Every change makes the caller's reads of the
  // group's users stale, and those that change what a group holds its reads of groups too.

  /** The group's users (access held there or above) and its pending invitations, unpaged. */
  getGroupUsers(groupId: string): Promise<UpstreamGroupUserLine[]> {
    return this.http.request({
      action: "load the group's users",
      method: 'GET',
      path: '/groupusers',
      query: { groupId },
      answer: upstreamGroupUserLines,
      auth: { kind: 'bearer' },
    });
  }

  /** Sends an invitation to join the group; its link leads to `backUrl` with the token in the query. */
  inviteGroupUser(groupId: string, email: string, accessLevel: UpstreamAccessLevel, request: UpstreamInvitationRequest): Promise<UpstreamGroupUserLine> {
    return this.http.request({
      action: 'send the invitation',
      method: 'POST',
      path: '/groupusers',
      query: { groupId, email, accessLevel },
      body: request,
      answer: upstreamGroupUserLines.element,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groups'],
    });
  }

  withdrawInvitation(groupId: string, email: string): Promise<unknown> {
    return this.http.request({
      action: 'withdraw the invitation',
      method: 'DELETE',
      path: '/groupusers',
      query: { groupId, email },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groups'],
    });
  }

  /** Joins the signed-in user to the group the invitation is for. */
  acceptInvitation(jwt: string): Promise<UpstreamGroup> {
    return this.http.request({
      action: 'accept the invitation',
      method: 'POST',
      path: '/groupinvite',
      query: { jwt },
      answer: upstreamJoinedGroup,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groups', '/groupuseraccess'],
    });
  }

  setGroupUserAccess(groupId: string, userId: string, accessLevel: UpstreamAccessLevel): Promise<UpstreamGroupUserAccess> {
    return this.http.request({
      action: "change the user's access level",
      method: 'PUT',
      path: '/groupuseraccess',
      query: { groupId, userId, accessLevel },
      answer: upstreamGroupUserAccess,
      auth: { kind: 'bearer' },
      invalidates: ['/groupusers', '/group', '/groups'],
      invalidatesForEveryCaller: ACCESS_READS,
    });
  }

  /** Takes away the access the user holds in the group itself. */
  removeGroupUser(groupId: string, userId: string): Promise<unknown> {
    return this.http.request({
      action: 'remove the user from the group',
      method: 'DELETE',
      path: '/groupuseraccess',
      query: { groupId, userId },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      invalidates: ['/groupusers', '/group', '/groups'],
      invalidatesForEveryCaller: ACCESS_READS,
    });
  }

  /** Locks or unlocks a user: a locked user can no longer sign in. */
  setUserLock(userId: string, lock: boolean): Promise<{ id: number; locked: boolean }> {
    return this.http.request({
      action: lock ? 'lock the user' : 'unlock the user',
      method: 'PUT',
      path: '/userlock',
      query: { id: userId, lock },
      answer: upstreamUserLock,
      auth: { kind: 'bearer' },
      invalidates: ['/groupusers', '/user'],
    });
  }

  /** Changes the group's name and address; answers the group as it now is. */
  updateGroup(groupId: string, details: UpstreamGroupDetails): Promise<UpstreamGroup> {
    return this.http.request({
      action: 'update the group',
      method: 'PUT',
      path: '/groups',
      query: { groupId },
      body: details,
      answer: upstreamGroup,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groupusers', '/search'],
    });
  }

  deleteGroup(id: string): Promise<unknown> {
    return this.http.request({
      action: 'delete the group',
      method: 'DELETE',
      path: '/groups',
      query: { id },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groupusers', '/search'],
      invalidatesForEveryCaller: ACCESS_READS,
    });
  }
}

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
} from './types';

/** An exported API token lives, and is recycled after, one year (spec section 9). */
export const API_TOKEN_SECONDS = 31_536_000;

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
  private changeGroupStatus(action: string, path: string, groupId: string, body?: object): Promise<UpstreamGroup> {
    return this.http.request({
      action,
      method: 'PUT',
      path,
      query: { groupId },
      body,
      answer: upstreamGroup,
      auth: { kind: 'bearer' },
      invalidates: ['/group', '/groups', '/search'],
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
}

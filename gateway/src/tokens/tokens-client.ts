import type { ServiceClient } from '../upstream/service';
import { unlessMissing } from '../upstream/extension';
import {
  upstreamApiToken,
  upstreamApiTokens,
  upstreamDeletedToken,
  upstreamTokenAlerts,
  upstreamTokenRefusals,
  type UpstreamApiToken,
  type UpstreamTokenAlerts,
  type UpstreamTokenRefusals,
  type UpstreamTokenSettings,
} from './types';

/** Every token call changes what GET /tokens answers for the account. */
const TOKENS = '/tokens';
const ALERTS = '/tokens/alerts';
/** The refused calls a token's card lists. */
const REFUSALS_SHOWN = 50;

/** The user server's calls about API tokens, made for one caller. */
export class TokensClient {
  constructor(private readonly http: ServiceClient) {}

  /** The account's tokens; `fresh` skips the request cache (a look-up just changed their last use). */
  getTokens(accountId: string, fresh = false): Promise<UpstreamApiToken[]> {
    return this.http.request({
      action: 'load the tokens',
      method: 'GET',
      path: TOKENS,
      query: { parentId: accountId },
      answer: upstreamApiTokens,
      auth: { kind: 'bearer' },
      cache: !fresh,
    });
  }

  /** Creates a token; the caller's own password is the basic credential, as for the other password calls. */
  createToken(userName: string, password: string, accountId: string, settings: UpstreamTokenSettings): Promise<UpstreamApiToken> {
    return this.http.request({
      action: 'create the token',
      method: 'POST',
      path: '/tokens/password',
      body: { parentId: Number(accountId), ...settings },
      answer: upstreamApiToken,
      auth: { kind: 'basic', userName, password },
      invalidates: [TOKENS],
    });
  }

  updateToken(id: string, settings: UpstreamTokenSettings): Promise<UpstreamApiToken> {
    return this.http.request({
      action: 'change the token',
      method: 'PUT',
      path: TOKENS,
      query: { id },
      body: settings,
      answer: upstreamApiToken,
      auth: { kind: 'bearer' },
    });
  }

  setLock(id: string, locked: boolean): Promise<UpstreamApiToken> {
    return this.http.request({
      action: locked ? 'lock the token' : 'unlock the token',
      method: 'PUT',
      path: '/tokens/lock',
      query: { id, lock: locked },
      answer: upstreamApiToken,
      auth: { kind: 'bearer' },
      invalidates: [TOKENS],
    });
  }

  deleteToken(id: string): Promise<unknown> {
    return this.http.request({
      action: 'delete the token',
      method: 'DELETE',
      path: TOKENS,
      query: { id },
      answer: upstreamDeletedToken,
      auth: { kind: 'bearer' },
    });
  }

  // ---- The provider's extensions (docs/api-token-caps.md): undefined where the service lacks them.

  /** The calls the services refused the token's key in the last 30 days; never cached, as each refusal adds to it. */
  async getRefusals(tokenId: string): Promise<UpstreamTokenRefusals | undefined> {
    return unlessMissing(
      await this.http.request({
        action: 'load the refused calls',
        method: 'GET',
        path: '/tokens/refusals',
        query: { id: tokenId, limit: REFUSALS_SHOWN },
        answer: upstreamTokenRefusals,
        auth: { kind: 'bearer' },
        cache: false,
        skipErrorHandling: true,
      }),
    );
  }

  async getAlertSettings(accountId: string): Promise<UpstreamTokenAlerts | undefined> {
    return unlessMissing(
      await this.http.request({
        action: 'load the token alerts',
        method: 'GET',
        path: ALERTS,
        query: { parentId: accountId },
        answer: upstreamTokenAlerts,
        auth: { kind: 'bearer' },
        skipErrorHandling: true,
      }),
    );
  }

  setAlertThreshold(accountId: string, refusalThreshold: number | null): Promise<UpstreamTokenAlerts> {
    return this.http.request({
      action: 'change the token alerts',
      method: 'PUT',
      path: ALERTS,
      query: { parentId: accountId },
      body: { refusalThreshold },
      answer: upstreamTokenAlerts,
      auth: { kind: 'bearer' },
    });
  }

  changeInBulk(groupId: string, settings: UpstreamTokenSettings): Promise<UpstreamApiToken[]> {
    return this.http.request({
      action: 'change the tokens',
      method: 'PUT',
      path: '/tokens/bulk',
      query: { groupId },
      body: settings,
      answer: upstreamApiTokens,
      auth: { kind: 'bearer' },
      invalidates: [TOKENS],
    });
  }
}

import type { ServiceClient } from '../upstream/service';
import { upstreamAccountDeletion, upstreamAccountPlans, type UpstreamAccountDeletion, type UpstreamAccountPlan } from './types';

/** The account manager's calls, made for one caller. Ids are passed as the digits the service expects. */
export class AccountManagerClient {
  constructor(private readonly http: ServiceClient) {}

  /** The subscriptions of an account, with prices in the currency of its plans' territory. */
  getAccountPlans(accountId: string): Promise<UpstreamAccountPlan[]> {
    return this.http.request({
      action: 'load the account plans',
      method: 'GET',
      path: '/account/plans',
      query: { accountId },
      answer: upstreamAccountPlans,
      auth: { kind: 'bearer' },
    });
  }

  // ---- Account administration (schema/group-users.graphql)

  /** Whether the account may be deleted; asked before every account deletion. */
  canDeleteAccount(accountId: string): Promise<UpstreamAccountDeletion> {
    return this.http.request({
      action: 'check whether the account may be deleted',
      method: 'GET',
      path: '/account/candelete',
      query: { accountId },
      answer: upstreamAccountDeletion,
      auth: { kind: 'bearer' },
      // The answer changes with the account's subscriptions and tokens: always ask.
      cache: false,
    });
  }
}

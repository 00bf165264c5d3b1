import type { ServiceClient } from '../upstream/service';
import { upstreamAccountPlans, type UpstreamAccountPlan } from './types';

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
}

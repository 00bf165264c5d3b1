import { upstreamTokenUsage, type UpstreamTokenUsage } from '../tokens/token-usage-client';
import type { ServiceClient } from '../upstream/service';
import type { ReportWindow } from './report-window';
import { upstreamCharges, upstreamCountryUsage, upstreamPlanUsage, type UpstreamCharge, type UpstreamCountryUsage, type UpstreamUsagePoint } from './types';

/**
 * The account manager's reporting calls, made for one caller, always for a window the gateway has
 * settled (report-window.ts). Ids are the digits the service expects.
 */
export class ReportingClient {
  constructor(private readonly http: ServiceClient) {}

  /** A plan's clicks per day or month over the window. */
  planUsage(accountId: string, planId: number, window: ReportWindow): Promise<UpstreamUsagePoint[]> {
    return this.http.request({
      action: 'load the usage report',
      method: 'GET',
      path: '/account/plans/usage',
      query: { accountId, planId, period: window.period, fromDate: window.from, toDate: window.to },
      answer: upstreamPlanUsage,
      auth: { kind: 'bearer' },
    });
  }

  /** A plan's clicks per country over the window. */
  planUsageByCountry(accountId: string, planId: number, window: ReportWindow): Promise<UpstreamCountryUsage[]> {
    return this.http.request({
      action: 'load the usage by country',
      method: 'GET',
      path: '/account/plans/usage/countries',
      query: { accountId, planId, fromDate: window.from, toDate: window.to },
      answer: upstreamCountryUsage,
      auth: { kind: 'bearer' },
    });
  }

  /** Every token of the account, per day or month over the window. */
  allTokenUsage(accountId: string, window: ReportWindow): Promise<UpstreamTokenUsage[]> {
    return this.http.request({
      action: 'load the token usage',
      method: 'GET',
      path: '/account/tokens/allusage',
      query: { accountId, period: window.period, fromDate: window.from, toDate: window.to },
      answer: upstreamTokenUsage.array(),
      auth: { kind: 'bearer' },
    });
  }

  /** One token, by its tag, per day or month over the window. */
  tokenUsage(accountId: string, tokenTag: string, window: ReportWindow): Promise<UpstreamTokenUsage> {
    return this.http.request({
      action: 'load the token usage',
      method: 'GET',
      path: '/account/tokens/usage',
      query: { accountId, tokenTag, period: window.period, fromDate: window.from, toDate: window.to },
      answer: upstreamTokenUsage,
      auth: { kind: 'bearer' },
    });
  }

  /** What the account was charged in the shop within the window. */
  charges(accountId: string, window: ReportWindow): Promise<UpstreamCharge[]> {
    return this.http.request({
      action: 'load the charges',
      method: 'GET',
      path: '/charges',
      query: { accountId, fromDate: window.from, toDate: window.to },
      answer: upstreamCharges,
      auth: { kind: 'bearer' },
      // A payment is taken on the provider's page, out of the gateway's sight: always ask, so a
      // purchase shows in the report at once.
      cache: false,
    });
  }
}

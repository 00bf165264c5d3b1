import { z } from 'zod';
import type { ServiceClient } from '../upstream/service';

/** Token usage: a token's clicks per period (epoch seconds of the period's start). */
export const upstreamTokenUsage = z.object({
  tokenId: z.number(),
  tokenTag: z.string(),
  accountTokensUsage: z.array(z.object({ period: z.number(), clicks: z.number() })),
});
export type UpstreamTokenUsage = z.output<typeof upstreamTokenUsage>;
const upstreamTokenUsages = z.array(upstreamTokenUsage);

/** The account manager's token usage calls, made for one caller. */
export class TokenUsageClient {
  constructor(private readonly http: ServiceClient) {}

  /** Every token of the account, day by day from `fromDate` to `toDate` (epoch seconds); `fresh` skips the request cache. */
  getAllTokenUsage(accountId: string, fromDate: number, toDate: number, fresh = false): Promise<UpstreamTokenUsage[]> {
    return this.http.request({
      action: 'load the token usage',
      method: 'GET',
      path: '/account/tokens/allusage',
      query: { accountId, period: 'daily', fromDate, toDate },
      answer: upstreamTokenUsages,
      auth: { kind: 'bearer' },
      cache: !fresh,
    });
  }
}

import { z } from 'zod';

// The user server's API tokens (schema/tokens.graphql), as GET /tokens and the token calls answer them.

/** One token as the user server answers it; times in epoch seconds, `expiry` and `lastUsed` 0 for never. */
export const upstreamApiToken = z.object({
  id: z.number(),
  parentId: z.number(),
  tag: z.string(),
  key: z.string(),
  locked: z.boolean(),
  ipRange: z.string(),
  referrer: z.string(),
  expiry: z.number(),
  userName: z.string(),
  createTimestamp: z.number(),
  updateTimestamp: z.number(),
  lastUsed: z.number().default(0),
  /** Free-form; the daily caps live here (token-caps.ts). A service that sends none sends no caps. */
  properties: z.record(z.string(), z.unknown()).nullish(),
});
export type UpstreamApiToken = z.output<typeof upstreamApiToken>;
export const upstreamApiTokens = z.array(upstreamApiToken);

/** The settings a token call sends; left-out fields are not changed. `expiry` 0 is never. */
export interface UpstreamTokenSettings {
  tag?: string;
  ipRange?: string;
  referrer?: string;
  expiry?: number;
  locked?: boolean;
  /** Properties to set; a null value removes the property. */
  properties?: Record<string, unknown>;
}

/** GET /tokens/refusals: a key's refused calls of the last 30 days (an extension; times in epoch seconds). */
export const upstreamTokenRefusals = z.object({
  tokenId: z.number(),
  from: z.number(),
  to: z.number(),
  total: z.number(),
  counts: z.array(z.object({ reason: z.string(), count: z.number() })),
  latest: z.array(
    z.object({
      at: z.number(),
      address: z.string(),
      referrer: z.string(),
      service: z.string(),
      reason: z.string(),
      msg: z.string(),
    }),
  ),
});
export type UpstreamTokenRefusals = z.output<typeof upstreamTokenRefusals>;

/** GET and PUT /tokens/alerts: how many refusals within an hour alert an account's owners (an extension). */
export const upstreamTokenAlerts = z.object({ parentId: z.number(), refusalThreshold: z.number().nullable() });
export type UpstreamTokenAlerts = z.output<typeof upstreamTokenAlerts>;

export const upstreamDeletedToken = z.object({ deleted: z.boolean(), id: z.number() });

import { z } from 'zod';

// The user server's API tokens (schema/tokens.graphql), as GET /tokens and the token calls answer them.

/** One token (spec section 3, Token); times in epoch seconds, `expiry` and `lastUsed` 0 for never. */
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
}

export const upstreamDeletedToken = z.object({ deleted: z.boolean(), id: z.number() });

import { z } from 'zod';

// The e-mail validation service's JSON shapes (sandbox/README.md, "E-mail validation"), declared
// so that the request layer checks each answer against them; the types are what the checks give.

/** `POST /verify` answers 202 with the id to poll. */
export const upstreamVerifyStarted = z.object({ id: z.string() });
export type UpstreamVerifyStarted = z.output<typeof upstreamVerifyStarted>;

/**
 * `GET /verify/{id}`: pending until the checks are done, then the verdict. The verdict's status
 * and reason stay text: one the portal does not know yet is no verdict (validate.ts), not a
 * broken answer.
 */
export const upstreamVerification = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(['pending', 'done']),
  status: z.string().optional(),
  reason: z.string().nullish(),
  suggestion: z.string().nullish(),
});
export type UpstreamVerification = z.output<typeof upstreamVerification>;

import { requireAccount, requireGroupUser } from '../access/access';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { hasErrorCode, refusal, requestError } from '../upstream/failures';
import { validateEmails } from './validate';

/** What a caller of `emailValidation` is doing, as its refusals' `action` (the per-address calls have their own). */
const ACTION = 'validate e-mail addresses';

/** The most addresses one query may validate (schema/email-validation.graphql). */
export const MAX_EMAILS = 100;

/**
 * Only an account holds an e-mail validation subscription. An organisation's or a partner's id is
 * refused as a whole, before the service is called, in the words the address look-up and the bank
 * check use too (requireAccount), rather than as the same failure on every address. Staff are
 * checked as well: they may name any group, and one that does not exist is NOT_FOUND for them.
 */
async function requireAccountGroup(ctx: GatewayContext, accountId: string): Promise<void> {
  let group;
  try {
    group = await ctx.loaders.groups.load(accountId);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw refusal('NOT_FOUND', ACTION, `Account ${accountId} does not exist`);
    throw error;
  }
  requireAccount(group, ACTION);
}

export const emailValidationResolvers: Resolvers = {
  Query: {
    emailValidation: async (_parent, { accountId, emails }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: ACTION });
      if (emails.length > MAX_EMAILS) {
        throw requestError('BAD_USER_INPUT', `At most ${MAX_EMAILS} e-mail addresses can be validated at once, not ${emails.length}.`, { argument: 'emails' });
      }
      await requireAccountGroup(ctx, id);
      await requireNoReferrerPartner(ctx, id, { action: ACTION, lacks: 'applications' });
      return validateEmails(ctx.emailValidation, id, emails);
    },
  },
};

import { requireGroupUser } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { requestError } from '../upstream/failures';
import { validateEmails } from './validate';

/** The most addresses one query may validate (schema/email-validation.graphql). */
export const MAX_EMAILS = 100;

export const emailValidationResolvers: Resolvers = {
  Query: {
    emailValidation: async (_parent, { accountId, emails }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'validate e-mail addresses' });
      if (emails.length > MAX_EMAILS) {
        throw requestError('BAD_USER_INPUT', `At most ${MAX_EMAILS} e-mail addresses can be validated at once, not ${emails.length}.`, { argument: 'emails' });
      }
      return validateEmails(ctx.emailValidation, id, emails);
    },
  },
};

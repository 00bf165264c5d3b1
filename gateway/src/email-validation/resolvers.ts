import { GraphQLError } from 'graphql';
import { requireGroupUser } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { validateEmails } from './validate';

/** The most addresses one query may validate (schema/email-validation.graphql). */
export const MAX_EMAILS = 100;

export const emailValidationResolvers: Resolvers = {
  Query: {
    emailValidation: async (_parent, { accountId, emails }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'validate e-mail addresses' });
      if (emails.length > MAX_EMAILS) {
        throw new GraphQLError(`At most ${MAX_EMAILS} e-mail addresses can be validated at once, not ${emails.length}.`, {
          extensions: { code: 'BAD_USER_INPUT', argument: 'emails' },
        });
      }
      return validateEmails(ctx.emailValidation, id, emails);
    },
  },
};

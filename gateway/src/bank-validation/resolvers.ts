import { requireGroupUser } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { BANK_ACTION } from './soap-client';
import { toBankAccountValidation } from './verdict';

/** Sort codes and account numbers as people type them: 12-34-56, 1234 5678. */
function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const bankResolvers: Resolvers = {
  Query: {
    bankAccountValidation: async (_parent, { accountId, sortCode, accountNumber }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: BANK_ACTION });
      // The service judges the digits (a SOAP fault for a bad sort code), so its words reach the caller.
      return toBankAccountValidation(await ctx.bank.validate(digitsOnly(sortCode), digitsOnly(accountNumber), id));
    },
  },
};

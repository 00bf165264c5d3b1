import { forbidden, requireAccount, requireGroupUser } from '../access/access';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { BANK_ACTION } from './soap-client';
import { toBankAccountValidation } from './verdict';

/**
 * The separators people type and paste between the digits of sort codes and account numbers:
 * dashes of every kind (hyphen, en and em dash, non-breaking hyphen, minus sign), spaces of every
 * width (non-breaking, thin, narrow), and the invisible soft hyphen and zero-width characters that
 * come with text copied from documents and web pages. The screen's mask drops them all.
 */
const SEPARATORS = /[\s\p{Pd}\u2212\u00ad\u200b-\u200d\u2060\ufeff]/gu;

/**
 * Sort codes and account numbers as people type them (12-34-56, 1234 5678, 12–34–56), without their
 * separators. Read as NFKC first, so full-width digits and dashes (０８－９９－９９, from a Japanese
 * keyboard or a PDF) reach the service as the ordinary digits they stand for, not as text it refuses.
 */
export function digitsOnly(value: string): string {
  return value.normalize('NFKC').replace(SEPARATORS, '');
}

export const bankResolvers: Resolvers = {
  Query: {
    bankAccountValidation: async (_parent, { accountId, sortCode, accountNumber }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: BANK_ACTION });
      const group = await ctx.loaders.groups.load(id);
      requireAccount(group, BANK_ACTION);
      await requireNoReferrerPartner(ctx, id, { action: BANK_ACTION, lacks: 'applications' });
      // Payment validation checks uk sort codes and is sold in the uk only (docs/routes-and-access.md):
      // the service would answer another territory's account as unsubscribed, pointing at a shop that has nothing to sell it.
      const { territory } = group;
      if (territory !== 'uk') throw forbidden(BANK_ACTION, `Account ${id} is not a uk account, and payment validation is for uk accounts only`, 'TERRITORY');
      // The service judges the digits (a SOAP fault for a bad sort code), so its words reach the caller.
      return toBankAccountValidation(await ctx.bank.validate(digitsOnly(sortCode), digitsOnly(accountNumber), id));
    },
  },
};

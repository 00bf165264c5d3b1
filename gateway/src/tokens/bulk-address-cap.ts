import type { GatewayContext } from '../context';
import type { ApiTokenBulkInput } from '../generated/resolvers';
import type { UpstreamGroup } from '../users/user-server-types';
import { addressCapRefusal, capsOf, capWords, dailyCapExceeded } from './token-caps';

// A bulk change that sets the cap per address and leaves each token's daily cap as it is: the rule
// an edit of one token keeps (docs/api-token-caps.md), per-address not over the daily cap the token
// keeps, holds for every token the change reaches. The service took a cap per address of 50 on a
// token capped at 2 a day, which could never be reached, and the token's card read "2 clicks a day /
// 50 from one address".

/** The cap per address a change gives while leaving each token's daily cap as it is; null when it gives none, or a daily cap too. */
export function addressCapAlone(input: ApiTokenBulkInput): number | null {
  if (input.noDailyCapPerAddress === true || input.dailyCapPerAddress === null || input.dailyCapPerAddress === undefined) return null;
  const keepsDailyCaps = input.noDailyCap !== true && (input.dailyCap === null || input.dailyCap === undefined);
  return keepsDailyCaps ? input.dailyCapPerAddress : null;
}

/** The accounts a bulk change reaches: the group itself when it is an account, else every account below it. */
async function accountsUnder(ctx: GatewayContext, groupId: string): Promise<UpstreamGroup[]> {
  const group = await ctx.loaders.groups.load(groupId);
  if (group.type === 'account') return [group];
  const below = await Promise.all((group.children ?? []).map((child) => (child.type === 'account' ? [child] : accountsUnder(ctx, String(child.id)))));
  return below.flat();
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * Throws BAD_USER_INPUT on `input.dailyCapPerAddress` when the cap per address is over the daily
 * cap a token of the group keeps, naming every such token by its tag (and its account, where the
 * change reaches more than one) with its cap, as an edit of one token words it: "dailyCapPerAddress
 * must not be more than the daily cap of the token tagged crm (2)."
 */
export async function checkAddressCapAgainstTokens(ctx: GatewayContext, groupId: string, dailyCapPerAddress: number): Promise<void> {
  const accounts = await accountsUnder(ctx, groupId);
  const tokensOf = await Promise.all(accounts.map(async (account) => ({ account, tokens: await ctx.apiTokens.getTokens(String(account.id)) })));
  const over = tokensOf.flatMap(({ account, tokens }) =>
    tokens.flatMap((token) => {
      const exceeded = dailyCapExceeded({ dailyCap: capsOf(token.properties).dailyCap, dailyCapPerAddress });
      if (exceeded === null) return [];
      return [`${token.tag}${accounts.length > 1 ? ` in ${account.name}` : ''} (${capWords(exceeded)})`];
    }),
  );
  if (over.length === 0) return;
  const whose = over.length === 1 ? 'the daily cap of the token tagged' : 'the daily caps of the tokens tagged';
  throw addressCapRefusal(`${whose} ${listed(over)}`);
}

import { requireOwner, requireSession } from '../access/access';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { UpstreamTokenUsage } from './token-usage-client';
import type { GatewayContext } from '../context';
import type { ApiToken, ApiTokenBulkInput, Resolvers, TokenAlertSettings, TokenRefusalCount, TokenRefusals } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal, requestError, toGraphQLError } from '../upstream/failures';
import { UpstreamError } from '../upstream/errors';
import { MAX_REFUSAL_THRESHOLD } from '../input-bounds';
import { bulkCaps, capsOf, changedCaps, checkCaps, newTokenCaps, refusalReason } from './token-caps';
import { addressCapAlone, checkAddressCapAgainstTokens } from './bulk-address-cap';
import { checkExpiry, checkIpRange, checkReferrer, checkTokenSettings } from './token-settings';
import type { UpstreamApiToken, UpstreamTokenAlerts, UpstreamTokenRefusals, UpstreamTokenSettings } from './types';

// Administration → Tokens (owner only, staff as the route table allows): an account's API tokens,
// created with the caller's password, edited (their daily caps too), locked, deleted, changed in
// bulk, and tried with a real look-up; each key's refused calls, and when the owners are alerted.
// The owner check is made here before any call, and referrer partners' clients are refused
// (docs/routes-and-access.md); the service checks again.

const DAY_SECONDS = 86_400;
/** The days of use each token shows (its sparkline). */
const USAGE_DAYS = 30;

type TokenUsageDays = Map<number, UpstreamTokenUsage['accountTokensUsage']>;

/** `argument`: where the id was given, by its path (`input.accountId` in an input; docs/api-errors.md). */
async function ownedAccount(ctx: GatewayContext, accountId: string, action: string, argument = 'accountId'): Promise<string> {
  const id = upstreamId(accountId, argument);
  await administered(ctx, id, action);
  return id;
}

/** Administration → Tokens: the group's owners and staff, not under a referrer partner. */
async function administered(ctx: GatewayContext, groupId: string, action: string): Promise<void> {
  await requireOwner(ctx, groupId, { action, allowStaff: true });
  await requireNoReferrerPartner(ctx, groupId, { action, lacks: 'account administration' });
}

/** The last 30 days of every token of the account; one call however many tokens there are. */
async function usageOf(ctx: GatewayContext, accountId: string, fresh = false): Promise<TokenUsageDays> {
  const today = Math.floor(Date.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  const usage = await ctx.tokenUsage.getAllTokenUsage(accountId, today - (USAGE_DAYS - 1) * DAY_SECONDS, today, fresh);
  return new Map(usage.map((token) => [token.tokenId, token.accountTokensUsage]));
}

function toApiToken(ctx: GatewayContext, token: UpstreamApiToken, usage: TokenUsageDays, territory: string): ApiToken {
  const days = usage.get(token.id) ?? [];
  return {
    id: String(token.id),
    accountId: String(token.parentId),
    tag: token.tag,
    key: token.key,
    locked: token.locked,
    ipRange: token.ipRange,
    referrer: token.referrer,
    expiry: token.expiry > 0 ? token.expiry : null,
    ...capsOf(token.properties),
    createdBy: token.userName,
    createdAt: token.createTimestamp,
    updatedAt: token.updateTimestamp,
    lastUsed: token.lastUsed > 0 ? token.lastUsed : null,
    usage: days.map((day) => ({ day: day.period, clicks: day.clicks })),
    tryCommand: ctx.keyTrials.command({ key: token.key, referrer: token.referrer, territory }),
  };
}

async function territoryOf(ctx: GatewayContext, accountId: string): Promise<string> {
  return (await ctx.loaders.groups.load(accountId)).territory;
}

/** The tokens as the schema gives them, with their usage and try-it command. */
async function present(ctx: GatewayContext, accountId: string, tokens: UpstreamApiToken[], fresh = false): Promise<ApiToken[]> {
  const [usage, territory] = await Promise.all([usageOf(ctx, accountId, fresh), territoryOf(ctx, accountId)]);
  return tokens.map((token) => toApiToken(ctx, token, usage, territory));
}

async function presentOne(ctx: GatewayContext, token: UpstreamApiToken): Promise<ApiToken> {
  const [presented] = await present(ctx, String(token.parentId), [token]);
  if (!presented) throw new Error('present() lost the token');
  return presented;
}

/** The account's token with this id; NOT_FOUND when the account has none such. */
async function tokenOf(ctx: GatewayContext, accountId: string, tokenId: string, action: string): Promise<UpstreamApiToken> {
  const id = upstreamId(tokenId, 'id');
  const token = (await ctx.apiTokens.getTokens(accountId)).find((candidate) => String(candidate.id) === id);
  if (!token) throw refusal('NOT_FOUND', action, 'Token not found');
  return token;
}

/**
 * The settings a bulk change gives every token, checked by the rules creating and editing one use
 * (token-settings.ts, token-caps.ts), with the same arguments and words, before any call: the
 * service would refuse a bad referrer or a past expiry with its own 400, and read an expiry of
 * 1970-01-01 as never.
 */
function bulkSettings(input: ApiTokenBulkInput, nowSeconds: number): UpstreamTokenSettings {
  const settings: UpstreamTokenSettings = {};
  if (input.locked !== null && input.locked !== undefined) settings.locked = input.locked;
  if (input.ipRange !== null && input.ipRange !== undefined) settings.ipRange = checkIpRange(input.ipRange);
  if (input.referrer !== null && input.referrer !== undefined) settings.referrer = checkReferrer(input.referrer);
  if (input.neverExpires === true) settings.expiry = 0;
  else if (input.expiry !== null && input.expiry !== undefined) settings.expiry = checkExpiry(input.expiry, nowSeconds);
  const properties = bulkCaps(input);
  if (properties) settings.properties = properties;
  if (Object.keys(settings).length === 0) throw requestError('BAD_USER_INPUT', 'Choose at least one setting to change.', { argument: 'input' });
  return settings;
}

/** The record as the schema gives it: counts of reasons the schema does not know are added up as OTHER. */
function toRefusals(tokenId: string, record: UpstreamTokenRefusals | undefined): TokenRefusals {
  if (!record) return { tokenId, available: false, from: null, total: 0, byReason: [], latest: [] };
  const byReason = new Map<TokenRefusalCount['reason'], number>();
  for (const { reason, count } of record.counts) byReason.set(refusalReason(reason), (byReason.get(refusalReason(reason)) ?? 0) + count);
  return {
    tokenId,
    available: true,
    from: record.from,
    total: record.total,
    byReason: [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    latest: record.latest.map((call) => ({
      at: call.at,
      clientAddress: call.address,
      referrer: call.referrer,
      service: call.service,
      reason: refusalReason(call.reason),
      message: call.msg,
    })),
  };
}

function toAlertSettings(accountId: string, settings: UpstreamTokenAlerts | undefined): TokenAlertSettings {
  return { accountId, available: settings !== undefined, refusalThreshold: settings?.refusalThreshold ?? null };
}

export const tokenResolvers: Resolvers = {
  Query: {
    apiTokens: async (_parent, { accountId }, ctx) => {
      const id = await ownedAccount(ctx, accountId, 'load the tokens');
      return present(ctx, id, await ctx.apiTokens.getTokens(id));
    },

    apiTokenRefusals: async (_parent, { accountId, id }, ctx) => {
      const action = 'load the refused calls';
      const account = await ownedAccount(ctx, accountId, action);
      const token = await tokenOf(ctx, account, id, action);
      return toRefusals(String(token.id), await ctx.apiTokens.getRefusals(String(token.id)));
    },

    apiTokenAlertSettings: async (_parent, { accountId }, ctx) => {
      const account = await ownedAccount(ctx, accountId, 'load the token alerts');
      return toAlertSettings(account, await ctx.apiTokens.getAlertSettings(account));
    },
  },

  Mutation: {
    createApiToken: async (_parent, { input }, ctx) => {
      const action = 'create the token';
      // The caller's own input, refused before any call is made, as an edit's is.
      const checked = checkTokenSettings(input, Math.floor(Date.now() / 1000));
      const properties = newTokenCaps(input);
      const accountId = await ownedAccount(ctx, input.accountId, action, 'input.accountId');
      const { name } = await ctx.loaders.users.load(requireSession(ctx, action));
      const settings: UpstreamTokenSettings = { ...checked, ...(properties && { properties }) };
      // The same password as signing in: guesses here count against sign-in too, and the reverse.
      const token = await ctx.attempts.attempt({ secret: 'password', subject: name, clientAddress: ctx.clientAddress, action }, () =>
        ctx.apiTokens.createToken(name, input.password, accountId, settings),
      );
      return presentOne(ctx, token);
    },

    updateApiToken: async (_parent, { accountId, id, input }, ctx) => {
      const action = 'change the token';
      // Checked as a new token's settings are, before any call: the same codes, arguments and words.
      const checked = checkTokenSettings(input, Math.floor(Date.now() / 1000));
      checkCaps(input);
      const account = await ownedAccount(ctx, accountId, action);
      const token = await tokenOf(ctx, account, id, action);
      const properties = changedCaps(token.properties, input);
      const settings: UpstreamTokenSettings = { ...checked, ...(properties && { properties }) };
      return presentOne(ctx, await ctx.apiTokens.updateToken(String(token.id), settings));
    },

    setApiTokenLock: async (_parent, { accountId, id, locked }, ctx) => {
      const action = locked ? 'lock the token' : 'unlock the token';
      const account = await ownedAccount(ctx, accountId, action);
      const token = await tokenOf(ctx, account, id, action);
      return presentOne(ctx, await ctx.apiTokens.setLock(String(token.id), locked));
    },

    deleteApiToken: async (_parent, { accountId, id }, ctx) => {
      const action = 'delete the token';
      const account = await ownedAccount(ctx, accountId, action);
      const token = await tokenOf(ctx, account, id, action);
      await ctx.apiTokens.deleteToken(String(token.id));
      return String(token.id);
    },

    changeApiTokensInBulk: async (_parent, { groupId, input }, ctx) => {
      const action = 'change the tokens';
      const settings = bulkSettings(input, Math.floor(Date.now() / 1000));
      const id = upstreamId(groupId, 'groupId');
      await administered(ctx, id, action);
      // A cap per address alone is held to each token's own daily cap, as an edit of one token is.
      const addressCap = addressCapAlone(input);
      if (addressCap !== null) await checkAddressCapAgainstTokens(ctx, id, addressCap);
      const changed = await ctx.apiTokens.changeInBulk(id, settings);
      const byAccount = new Map<number, UpstreamApiToken[]>();
      for (const token of changed) byAccount.set(token.parentId, [...(byAccount.get(token.parentId) ?? []), token]);
      return (await Promise.all([...byAccount].map(([accountId, tokens]) => present(ctx, String(accountId), tokens)))).flat();
    },

    setApiTokenAlertThreshold: async (_parent, { accountId, refusalThreshold }, ctx) => {
      const account = await ownedAccount(ctx, accountId, 'change the token alerts');
      const threshold = refusalThreshold ?? null;
      if (threshold !== null && (threshold < 1 || threshold > MAX_REFUSAL_THRESHOLD)) {
        throw requestError(
          'BAD_USER_INPUT',
          `refusalThreshold must be a whole number from 1 to ${MAX_REFUSAL_THRESHOLD.toLocaleString('en-GB')}, or null for no alerts.`,
          {
            argument: 'refusalThreshold',
          },
        );
      }
      return toAlertSettings(account, await ctx.apiTokens.setAlertThreshold(account, threshold));
    },

    tryApiToken: async (_parent, { accountId, id, referrer }, ctx) => {
      const action = 'try the token';
      const account = await ownedAccount(ctx, accountId, action);
      const [token, territory] = await Promise.all([tokenOf(ctx, account, id, action), territoryOf(ctx, account)]);
      let outcome;
      try {
        const sent = referrer === null || referrer === undefined ? token.referrer : checkReferrer(referrer, 'referrer');
        outcome = await ctx.keyTrials.run({ key: token.key, referrer: sent, territory });
      } catch (error) {
        if (error instanceof UpstreamError) throw toGraphQLError(error);
        throw error;
      }
      // Read again past the request cache, so the token shows the click just counted.
      const after = (await ctx.apiTokens.getTokens(account, true)).find((candidate) => candidate.id === token.id) ?? token;
      const [presented] = await present(ctx, account, [after], true);
      if (!presented) throw new Error('present() lost the token');
      return { ...outcome, token: presented };
    },
  },
};

import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken } from '../seed';
import { DAY_SECONDS } from '../seed/clock';
import type { StoreState } from './state';

/** Properties to set, and (null) to remove; the others stay as they are. */
export type PropertyChanges = Record<string, string | null>;

/** What may be changed of a token: its tag, where it may be used from, until when, and its properties (its caps among them). */
export interface TokenSettings {
  tag: string;
  ipRange: string;
  referrer: string;
  /** Epoch seconds; 0 for never. */
  expiry: number;
  properties?: PropertyChanges;
}

function withChanges(properties: Record<string, string>, changes: PropertyChanges | undefined): Record<string, string> {
  const changed = { ...properties };
  for (const [name, value] of Object.entries(changes ?? {})) {
    if (value === null) delete changed[name];
    else changed[name] = value;
  }
  return changed;
}

export interface TokenUsageDay {
  date: number;
  clicks: number;
}

/** Every API key starts so, which is how the look-up services tell a key from a session JWT. */
export const API_KEY_PREFIX = 'sbx_';

/** Characters that show nothing, and controls: Unicode's default-ignorable code points and Cc. */
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const WHITE_SPACE = /^\s$/u;

/** The text without what shows nothing; a tab or line break shows as a gap, so it stays one. */
function visible(text: string): string {
  return text.replace(SHOWS_NOTHING, (character) => (!IGNORABLE.test(character) && WHITE_SPACE.test(character) ? ' ' : ''));
}

/**
 * A tag as a person reads it, for telling whether two tags are the same: without the characters
 * that show nothing (zero-width space, soft hyphen, joiners, bidi marks, variation selectors,
 * byte order mark, controls), in compatibility form (NFKC: a full-width Ａ is A, the ligature ﬁ is
 * fi, a no-break space a space), with any run of white space as one space, trimmed, and case
 * folded (Straße and STRASSE are one). `website`, ` Website `, `web\u00adsite` and `website\u200b`
 * are one tag. Empty for a tag with nothing to read.
 */
export function tagKey(tag: string): string {
  const folded = visible(tag).normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  return visible(folded).replace(/\s+/gu, ' ').trim();
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The API tokens of each account: their settings, locks, and the clicks counted on each. */
export class Tokens {
  constructor(private readonly state: StoreState) {}

  get(id: number): ApiToken | undefined {
    return this.state.tokens.find((token) => token.id === id);
  }

  /** The token whose key this is, compared by hash as the real service stores only hashes. */
  findByKey(key: string): ApiToken | undefined {
    const hash = sha256(key);
    return this.state.tokens.find((token) => token.hash === hash);
  }

  ofAccount(accountId: number): ApiToken[] {
    return this.state.tokens.filter((token) => token.parentId === accountId).sort((a, b) => a.id - b.id);
  }

  /** The account's token whose tag reads as `tag` does (`tagKey`), other than `except`. */
  tagged(accountId: number, tag: string, except?: ApiToken): ApiToken | undefined {
    const key = tagKey(tag);
    return this.ofAccount(accountId).find((token) => token !== except && tagKey(token.tag) === key);
  }

  create(accountId: number, { properties, ...settings }: TokenSettings, owner: { id: number; name: string }): ApiToken {
    const key = `${API_KEY_PREFIX}${randomBytes(16).toString('hex')}`;
    const now = this.state.nowSeconds();
    const token: ApiToken = {
      // Never a deleted token's id: alert e-mails and browsers keep links to tokens by id.
      id: this.state.ids.tokens.next(this.state.tokens.map((candidate) => candidate.id)),
      parentId: accountId,
      type: 'key',
      ...settings,
      key,
      hash: sha256(key),
      locked: false,
      properties: withChanges({}, properties),
      userName: owner.name,
      users: [owner.id],
      creationUserId: owner.id,
      updateUserId: owner.id,
      createTimestamp: now,
      updateTimestamp: now,
    };
    this.state.tokens.push(token);
    return token;
  }

  update(token: ApiToken, { properties, ...settings }: Partial<TokenSettings & { locked: boolean }>, byUserId: number): ApiToken {
    Object.assign(token, settings);
    token.properties = withChanges(token.properties, properties);
    token.updateUserId = byUserId;
    token.updateTimestamp = this.state.nowSeconds();
    return token;
  }

  remove(token: ApiToken): void {
    const index = this.state.tokens.indexOf(token);
    if (index >= 0) this.state.tokens.splice(index, 1);
  }

  /** Counts clicks on today's usage row of the token. */
  countClick(token: ApiToken, clicks = 1): void {
    const today = Math.floor(this.state.nowSeconds() / DAY_SECONDS) * DAY_SECONDS;
    const row = this.state.tokenUsage.find((usage) => usage.tokenId === token.id && usage.date === today);
    if (row) row.clicks += clicks;
    else this.state.tokenUsage.push({ tokenId: token.id, accountId: token.parentId, date: today, clicks });
  }

  /** The token's clicks per day from `fromDate` to `toDate` (epoch seconds, inclusive), oldest first; days without use are left out. */
  usage(tokenId: number, fromDate: number, toDate: number): TokenUsageDay[] {
    return this.state.tokenUsage
      .filter((usage) => usage.tokenId === tokenId && usage.date >= fromDate && usage.date <= toDate && usage.clicks > 0)
      .sort((a, b) => a.date - b.date)
      .map(({ date, clicks }) => ({ date, clicks }));
  }

  /** The day the token was last used (epoch seconds), or 0. */
  lastUsed(tokenId: number): number {
    let last = 0;
    for (const usage of this.state.tokenUsage) if (usage.tokenId === tokenId && usage.clicks > 0 && usage.date > last) last = usage.date;
    return last;
  }
}

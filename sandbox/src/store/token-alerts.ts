import type { ApiToken, GroupRecord, OutboxMessage, Territory } from '../seed';
import { permissionIds } from '../seed/permissions';
import type { Groups } from './groups';
import type { UserPermissions } from './permissions';
import type { StoreState } from './state';
import { territoryDay, territoryZone } from './territory-day';
import type { RefusalReason, TokenRefusals } from './token-refusals';

// Alerts about an account's keys, e-mailed (to the outbox) to the account's owners who keep the
// "API token alerts" permission: when a key's call is refused by one of its daily caps, and when
// its refused calls within an hour reach the account's threshold. Each key gets at most one alert
// per reason and day, the day being the account's territory's.

export type AlertReason = NonNullable<OutboxMessage['reason']>;

/** Refused calls of one key within an hour that send an alert, until an owner chooses otherwise. */
export const DEFAULT_REFUSAL_THRESHOLD = 10;
/** The threshold's bounds: the refusal record keeps at most 1,000 calls per key. */
export const MIN_REFUSAL_THRESHOLD = 1;
export const MAX_REFUSAL_THRESHOLD = 1000;
const HOUR = 3600;

/** What the alert is about: the key, and the refusal that set it off. */
export interface AlertCause {
  token: ApiToken;
  reason: AlertReason;
  /** The refusal's words (for a cap, the cap's reason). */
  msg: string;
}

export class TokenAlerts {
  /** Account id, then its threshold; null when the owners want no refusal alerts. */
  private readonly thresholds = new Map<number, number | null>();
  /** `token reason day` of every alert sent. */
  private readonly sent = new Set<string>();
  /** The portal's address (…/portal) the alerts' links lead to; a path until the sandbox is told. */
  private portalUrl = '/portal';

  constructor(
    private readonly state: StoreState,
    private readonly groups: Groups,
    private readonly permissions: UserPermissions,
    private readonly refusals: TokenRefusals,
  ) {}

  thresholdOf(accountId: number): number | null {
    const threshold = this.thresholds.get(accountId);
    return threshold === undefined ? DEFAULT_REFUSAL_THRESHOLD : threshold;
  }

  setThreshold(accountId: number, threshold: number | null): void {
    this.thresholds.set(accountId, threshold);
  }

  /** A deleted token's alerts sent today go with it. */
  forgetToken(tokenId: number): void {
    for (const key of this.sent) if (key.startsWith(`${tokenId} `)) this.sent.delete(key);
  }

  /** A deleted account's threshold goes with it. */
  forgetAccount(accountId: number): void {
    this.thresholds.delete(accountId);
  }

  setPortalUrl(url: string): void {
    this.portalUrl = url.replace(/\/+$/, '');
  }

  /** After a refused call of the token has been recorded: a cap's alert, and the threshold's. */
  afterRefusal(token: ApiToken, refusal: { reason: RefusalReason; msg: string }): void {
    if (refusal.reason === 'dailyCap' || refusal.reason === 'addressCap') this.send({ token, reason: refusal.reason, msg: refusal.msg });
    const threshold = this.thresholdOf(token.parentId);
    if (threshold === null) return;
    const lastHour = this.refusals.countSince(token.id, this.state.nowSeconds() - HOUR);
    if (lastHour >= threshold) this.send({ token, reason: 'refusals', msg: refusal.msg }, lastHour);
  }

  private send(cause: AlertCause, refusedInHour = 0): void {
    const account = this.state.groups.get(cause.token.parentId);
    if (!account) return;
    const day = territoryDay(account.territory, this.state.now());
    const key = `${cause.token.id} ${cause.reason} ${day}`;
    if (this.sent.has(key)) return;
    this.sent.add(key);
    const { subject, text, link } = this.compose(cause, account, refusedInHour);
    for (const email of this.recipients(account)) {
      this.state.outbox.push({
        email,
        kind: 'tokenalert',
        code: '',
        link,
        subject,
        text,
        tokenId: cause.token.id,
        reason: cause.reason,
        sentAt: this.state.nowSeconds(),
      });
    }
  }

  /** The account's owners (held directly or above it) who keep the alerts permission, validated and not locked. */
  private recipients(account: GroupRecord): string[] {
    const permission = this.permissions.get(permissionIds.tokenAlerts);
    return [...this.state.users.values()]
      .filter((user) => user.validated && !user.locked && this.groups.accessTo(user.id, account.id).isOwner)
      .filter((user) => !permission || this.permissions.isEnabled(user.id, permission))
      .sort((a, b) => a.id - b.id)
      .map((user) => user.email);
  }

  private compose(cause: AlertCause, account: GroupRecord, refusedInHour: number): { subject: string; text: string; link: string } {
    const name = `the API token ${cause.token.tag} of ${account.name || `account ${account.id}`}`;
    const link = this.linkTo(account.territory, `/administration/tokens?account=${account.id}&token=${cause.token.id}`);
    const midnight = `midnight (${territoryZone(account.territory)})`;
    switch (cause.reason) {
      case 'dailyCap':
        return {
          subject: `API token ${cause.token.tag} reached its daily cap`,
          text: `The services refused a call made with ${name}: ${cause.msg}. They refuse its calls until ${midnight}, when its count starts again. See the token: ${link}`,
          link,
        };
      case 'addressCap':
        return {
          subject: `API token ${cause.token.tag} reached its daily cap per address`,
          text: `The services refused a call made with ${name}: ${cause.msg}. Calls from other addresses are still answered; this address's count starts again at ${midnight}. See the token: ${link}`,
          link,
        };
      case 'refusals':
        return {
          subject: `API token ${cause.token.tag}: ${refusedInHour} calls refused within an hour`,
          text: `The services refused ${refusedInHour} calls made with ${name} within an hour. The latest: ${cause.msg}. See what was refused, and from where: ${link}`,
          link,
        };
    }
  }

  /** The portal's page; an australia account's on the australia portal (the same address under au.). */
  private linkTo(territory: Territory, path: string): string {
    if (!/^https?:\/\//.test(this.portalUrl)) return `${this.portalUrl}${path}`;
    const url = new URL(`${this.portalUrl}${path}`);
    if (territory === 'australia' && !url.hostname.startsWith('au.') && !url.hostname.endsWith('.au')) url.hostname = `au.${url.hostname}`;
    return url.toString();
  }
}

import type { ApiToken, Territory } from '../seed';
import { territoryDay } from './territory-day';

// A token's daily caps, kept in its `properties` (the token record has no fields of its own for
// them), and the counts the look-up services hold a key's calls to. A count restarts at midnight
// in the account's territory; a call takes its click when it is let through and gives it back when
// it is not answered, so concurrent calls can never pass the cap together.

/** The properties that hold the caps: whole numbers written as text, absent for no cap. */
export const capProperties = { daily: 'dailyCap', perAddress: 'dailyCapPerAddress' } as const;

export const MAX_CAP = 10_000_000;

export interface TokenCaps {
  /** Clicks the key may make in a day. */
  daily?: number;
  /** Clicks the key may make in a day from one client address. */
  perAddress?: number;
}

export type CapReason = 'dailyCap' | 'addressCap';

export interface CapRefusal {
  reason: CapReason;
  msg: string;
}

function capValue(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,8}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= MAX_CAP ? value : undefined;
}

export function capsOf(token: ApiToken): TokenCaps {
  return { daily: capValue(token.properties[capProperties.daily]), perAddress: capValue(token.properties[capProperties.perAddress]) };
}

function clicks(count: number): string {
  return count === 1 ? '1 click' : `${count} clicks`;
}

export function dailyCapReached(cap: number): string {
  return `The token's daily cap of ${clicks(cap)} is reached`;
}

export function addressCapReached(address: string, cap: number): string {
  return `Requests from ${address} reached the token's daily cap of ${cap} per address`;
}

/** A call let through under the caps; `release` gives its click back when it is not answered. */
export interface CapReservation {
  release(): void;
}

/** The clicks of each key today, in total and by client address. */
export class KeyCaps {
  /** Day (yyyy-mm-dd), then `token` or `token address`, then clicks. */
  private readonly days = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  /** The clicks the key made today, in the territory's day. */
  clicksToday(token: ApiToken, territory: Territory): number {
    return this.days.get(territoryDay(territory, this.now()))?.get(String(token.id)) ?? 0;
  }

  /** Takes a click for the call, or says which cap it would pass. */
  reserve(token: ApiToken, territory: Territory, address: string): CapReservation | CapRefusal {
    const caps = capsOf(token);
    const day = territoryDay(territory, this.now());
    this.forgetBefore(day);
    const counts = this.days.get(day) ?? new Map<string, number>();
    this.days.set(day, counts);
    const total = String(token.id);
    const fromAddress = `${token.id} ${address}`;
    if (caps.daily !== undefined && (counts.get(total) ?? 0) >= caps.daily) return { reason: 'dailyCap', msg: dailyCapReached(caps.daily) };
    if (caps.perAddress !== undefined && (counts.get(fromAddress) ?? 0) >= caps.perAddress) {
      return { reason: 'addressCap', msg: addressCapReached(address, caps.perAddress) };
    }
    const add = (key: string, by: number) => counts.set(key, (counts.get(key) ?? 0) + by);
    add(total, 1);
    add(fromAddress, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        add(total, -1);
        add(fromAddress, -1);
      },
    };
  }

  /** A deleted token's counts go with it. */
  forgetToken(tokenId: number): void {
    for (const counts of this.days.values()) {
      for (const key of counts.keys()) if (key === String(tokenId) || key.startsWith(`${tokenId} `)) counts.delete(key);
    }
  }

  /** Days two or more before `day` can no longer be today anywhere. */
  private forgetBefore(day: string): void {
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const kept of this.days.keys()) if (kept < yesterday) this.days.delete(kept);
  }
}

import type { ApiTokenBulkInput, ApiTokenSettingsInput, NewApiTokenInput, TokenRefusalReason } from '../generated/resolvers';
import { MAX_TOKEN_CAP } from '../input-bounds';
import type { GraphQLError } from 'graphql';
import { requestError } from '../upstream/failures';

// A token's daily caps (schema/tokens.graphql), kept in its free-form `properties` as the services
// read them (docs/api-token-caps.md): whole numbers written as digits, absent for no cap.

const capProperty = { dailyCap: 'dailyCap', dailyCapPerAddress: 'dailyCapPerAddress' } as const;
type CapField = keyof typeof capProperty;
const capFields = Object.keys(capProperty) as CapField[];

export type TokenCaps = Record<CapField, number | null>;

function capValue(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,8}$/.test(text)) return null;
  const cap = Number(text);
  return cap >= 1 && cap <= MAX_TOKEN_CAP ? cap : null;
}

/** The caps a token's properties hold; anything unreadable counts as no cap, as the services read it. */
export function capsOf(properties: Readonly<Record<string, unknown>> | null | undefined): TokenCaps {
  return { dailyCap: capValue(properties?.dailyCap), dailyCapPerAddress: capValue(properties?.dailyCapPerAddress) };
}

function checkedCap(field: CapField, value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > MAX_TOKEN_CAP) {
    throw requestError('BAD_USER_INPUT', `${field} must be a whole number from 1 to ${MAX_TOKEN_CAP.toLocaleString('en-GB')}.`, { argument: `input.${field}` });
  }
  return String(value);
}

/**
 * The per-address cap may not be more than the daily cap: it could never be reached, and the token's
 * card would read "2 clicks a day / 5 clicks a day from one address". Answers the daily cap a
 * per-address cap is over, or null when they are in order (either one absent is no cap).
 */
export function dailyCapExceeded({ dailyCap, dailyCapPerAddress }: Partial<TokenCaps>): number | null {
  if (dailyCap === null || dailyCap === undefined || dailyCapPerAddress === null || dailyCapPerAddress === undefined) return null;
  return dailyCapPerAddress > dailyCap ? dailyCap : null;
}

/** A cap as messages write it: 10,000,000. */
export const capWords = (cap: number): string => cap.toLocaleString('en-GB');

/** The refusal of a per-address cap over a daily cap, `whose` saying which: "the daily cap (2)". */
export function addressCapRefusal(whose: string): GraphQLError {
  return requestError('BAD_USER_INPUT', `dailyCapPerAddress must not be more than ${whose}.`, { argument: 'input.dailyCapPerAddress' });
}

/** Refused as the web form refuses it. */
function checkCapsInOrder(caps: Partial<TokenCaps>): void {
  const exceeded = dailyCapExceeded(caps);
  if (exceeded !== null) throw addressCapRefusal(`the daily cap (${capWords(exceeded)})`);
}

/**
 * Throws BAD_USER_INPUT for a cap the input gives that is not a whole number from 1 to 10,000,000
 * (null and left out pass), or a per-address cap over the daily cap the input gives.
 */
export function checkCaps(input: Partial<Record<CapField, number | null>>): void {
  for (const field of capFields) {
    const value = input[field];
    if (value !== null && value !== undefined) checkedCap(field, value);
  }
  checkCapsInOrder(input);
}

/** A new token's caps as properties to send; none when it has none. */
export function newTokenCaps(input: NewApiTokenInput): Record<string, string> | undefined {
  const properties: Record<string, string> = {};
  for (const field of capFields) {
    const value = input[field];
    if (value !== null && value !== undefined) properties[capProperty[field]] = checkedCap(field, value);
  }
  checkCapsInOrder(input);
  return Object.keys(properties).length > 0 ? properties : undefined;
}

/**
 * The token's properties with the caps the input gives (null clears one; one left out stays), or
 * undefined when the input gives none. The whole map is sent, with null for a cap cleared, so that
 * the token's other properties stay whether the service merges what it is sent or replaces with it.
 */
export function changedCaps(current: Readonly<Record<string, unknown>> | null | undefined, input: ApiTokenSettingsInput): Record<string, unknown> | undefined {
  const given = capFields.filter((field) => field in input);
  if (given.length === 0) return undefined;
  const properties: Record<string, unknown> = { ...current };
  for (const field of given) {
    const value = input[field];
    properties[capProperty[field]] = value === null || value === undefined ? null : checkedCap(field, value);
  }
  // A cap left out stays, so one given is checked against the token's other as it will be.
  checkCapsInOrder(capsOf(properties));
  return properties;
}

/** The caps a bulk change gives every token: set, cleared (null), or left out. Each token keeps its other properties. */
export function bulkCaps(input: ApiTokenBulkInput): Record<string, string | null> | undefined {
  const properties: Record<string, string | null> = {};
  const clear = { dailyCap: input.noDailyCap === true, dailyCapPerAddress: input.noDailyCapPerAddress === true };
  for (const field of capFields) {
    const value = input[field];
    if (clear[field]) properties[capProperty[field]] = null;
    else if (value !== null && value !== undefined) properties[capProperty[field]] = checkedCap(field, value);
  }
  // A cap the call clears is none, whatever figure comes with it (the schema says it is then ignored).
  checkCapsInOrder({ dailyCap: clear.dailyCap ? null : input.dailyCap, dailyCapPerAddress: clear.dailyCapPerAddress ? null : input.dailyCapPerAddress });
  return Object.keys(properties).length > 0 ? properties : undefined;
}

const reasons: Readonly<Record<string, TokenRefusalReason>> = {
  locked: 'LOCKED',
  expired: 'EXPIRED',
  ipRange: 'IP_RANGE',
  referrer: 'REFERRER',
  service: 'SERVICE',
  account: 'ACCOUNT',
  dailyCap: 'DAILY_CAP',
  addressCap: 'ADDRESS_CAP',
};

/** The service's word for why it refused a call, as the schema names it; one it adds later is OTHER. */
export function refusalReason(reason: string): TokenRefusalReason {
  return reasons[reason] ?? 'OTHER';
}

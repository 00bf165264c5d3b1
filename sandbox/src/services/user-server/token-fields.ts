import { isOverCharacters } from '../../http/characters';
import { HttpError } from '../../http/errors';
import { IP_RANGE_RULE, normaliseIpRange } from '../../store/ip-range';
import { capProperties, MAX_CAP } from '../../store/key-caps';
import { tagKey, type PropertyChanges, type TokenSettings } from '../../store/tokens';

// The fields of a token's body (POST /tokens/password, PUT /tokens, PUT /tokens/bulk), checked the
// same way wherever they are given.

export const MAX_TAG_LENGTH = 50;
const MAX_REFERRER_LENGTH = 200;
const MAX_PROPERTIES = 20;
const MAX_PROPERTY_LENGTH = 200;
const capNames: ReadonlySet<string> = new Set(Object.values(capProperties));

/** A tag, trimmed; one with nothing to read (spaces or invisible characters alone) is as good as none. */
export function tagField(value: unknown): string {
  if (typeof value !== 'string' || tagKey(value) === '') throw new HttpError(400, 'tag is required');
  if (isOverCharacters(value.trim(), MAX_TAG_LENGTH)) throw new HttpError(400, `tag must be at most ${MAX_TAG_LENGTH} characters`);
  return value.trim();
}

export function ipRangeField(value: unknown): string {
  if (value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, IP_RANGE_RULE);
  const range = normaliseIpRange(value);
  if (range === undefined) throw new HttpError(400, IP_RANGE_RULE);
  return range;
}

/** A domain name (punycode, as the URL parser writes it), an IPv4 address or a bracketed IPv6 one. */
const BROWSER_HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/;

/** A web origin such as https://www.acme.example (a path is dropped), or empty for any referrer. */
export function referrerField(value: unknown): string {
  if (value === null || value === '') return '';
  if (typeof value !== 'string' || isOverCharacters(value, MAX_REFERRER_LENGTH))
    throw new HttpError(400, 'referrer must be a web address such as https://www.example.com');
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not a web address');
    // An origin is matched whole, and no browser sends a host such as *.acme.example: kept, it
    // would refuse every call from the site meant.
    if (!BROWSER_HOST.test(url.hostname)) throw new Error('not a host a browser sends');
    return url.origin;
  } catch {
    throw new HttpError(400, 'referrer must be a web address such as https://www.example.com');
  }
}

/** Epoch seconds in the future, or 0 for a token that never expires. */
export function expiryField(value: unknown, nowSeconds: number): number {
  if (value === null || value === 0) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new HttpError(400, 'expiry must be a date in epoch seconds, or 0 for never');
  if (value <= nowSeconds) throw new HttpError(400, 'expiry must be in the future');
  return value;
}

function propertyValue(name: string, value: unknown): string | null {
  if (value === null || value === '') return null;
  if (capNames.has(name)) {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^\d{1,8}$/.test(text) || Number(text) < 1 || Number(text) > MAX_CAP) {
      throw new HttpError(400, `properties.${name} must be a whole number from 1 to ${MAX_CAP}, or null for none`);
    }
    return String(Number(text));
  }
  if (typeof value !== 'string' || value.length > MAX_PROPERTY_LENGTH)
    throw new HttpError(400, `properties.${name} must be text of at most ${MAX_PROPERTY_LENGTH} characters`);
  return value;
}

/**
 * A body's `properties`: the properties to set, and (null or '') to remove; those left out stay as
 * they are. The daily caps (`dailyCap`, `dailyCapPerAddress`) are whole numbers from 1 to 10000000,
 * given as numbers or digits, and kept as digits like every property.
 */
export function propertiesField(value: unknown): PropertyChanges {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'properties must be an object of names and values');
  const entries = Object.entries(value);
  if (entries.length > MAX_PROPERTIES) throw new HttpError(400, `properties may hold at most ${MAX_PROPERTIES} names`);
  return Object.fromEntries(entries.map(([name, entry]) => [name, propertyValue(name, entry)]));
}

/** The settings the body gives; fields left out are not changed. */
export function tokenSettings(body: Record<string, unknown>, nowSeconds: number): Partial<TokenSettings> {
  const settings: Partial<TokenSettings> = {};
  if (body.properties !== undefined) settings.properties = propertiesField(body.properties);
  if (body.tag !== undefined) settings.tag = tagField(body.tag);
  if (body.ipRange !== undefined) settings.ipRange = ipRangeField(body.ipRange);
  if (body.referrer !== undefined) settings.referrer = referrerField(body.referrer);
  if (body.expiry !== undefined) settings.expiry = expiryField(body.expiry, nowSeconds);
  return settings;
}

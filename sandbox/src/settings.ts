import { randomBytes } from 'node:crypto';
import express from 'express';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** Options win over the environment, so tests can run with their own secret and a short TTL. */
export function resolveJwtSecret(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const secret = option ?? (env.SANDBOX_JWT_SECRET || undefined);
  if (secret === '') throw new Error('jwtSecret must not be empty');
  return secret ?? randomBytes(32).toString('hex');
}

export function resolveTokenTtl(option: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  if (option !== undefined) {
    if (!Number.isInteger(option) || option <= 0) throw new Error('tokenTtlSeconds must be a positive whole number of seconds');
    return option;
  }
  const fromEnv = env.SANDBOX_TOKEN_TTL;
  if (fromEnv === undefined || fromEnv.trim() === '') return DEFAULT_TOKEN_TTL_SECONDS;
  if (!/^\d+$/.test(fromEnv.trim()) || Number(fromEnv) <= 0) throw new Error('SANDBOX_TOKEN_TTL must be a positive whole number of seconds');
  return Number(fromEnv);
}

export function resolvePort(name: string, port: number | undefined): number {
  if (port === undefined) return 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`The port for ${name} must be a whole number from 0 to 65535`);
  return port;
}

/** Express's `trust proxy` value: false (trust no hop), a hop count, or addresses, subnets and names. */
export type TrustedProxies = false | number | string[];

const TRUSTED_PROXIES_RULE =
  'SANDBOX_TRUSTED_PROXIES must be a hop count from 1 to 10, or a comma list of addresses, CIDR subnets and the names loopback, linklocal, uniquelocal';

/**
 * The proxies in front of the look-up services whose X-Forwarded-For names the caller: the option,
 * else SANDBOX_TRUSTED_PROXIES, else none. "true" (every hop) is refused: any caller could then
 * name its own address and walk past a key's IP range and its cap per address.
 */
export function resolveTrustedProxies(option: TrustedProxies | undefined, env: NodeJS.ProcessEnv = process.env): TrustedProxies {
  const raw = option ?? env.SANDBOX_TRUSTED_PROXIES?.trim() ?? '';
  if (raw === false || raw === '' || raw === 0 || raw === '0') return false;
  if (typeof raw === 'number' || /^\d+$/.test(String(raw))) {
    const hops = Number(raw);
    if (!Number.isInteger(hops) || hops < 1 || hops > 10) throw new Error(TRUSTED_PROXIES_RULE);
    return hops;
  }
  const entries = (Array.isArray(raw) ? raw : raw.split(',')).map((entry) => entry.trim());
  // Express reads the list with proxy-addr, which throws on anything it cannot read.
  try {
    if (entries.some((entry) => entry === '' || entry === 'true')) throw new Error('not a proxy');
    express().set('trust proxy', entries);
  } catch {
    throw new Error(TRUSTED_PROXIES_RULE);
  }
  return entries;
}

/**
 * Whether every provider extension answers 404, as the real services would without them: the
 * option, else SANDBOX_STRICT (1 for strict, 0 or unset for not).
 */
export function resolveStrict(option: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (option !== undefined) return option;
  const raw = env.SANDBOX_STRICT?.trim() ?? '';
  if (raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error('SANDBOX_STRICT must be 1 (every provider extension answers 404) or 0');
}

import { isIP } from 'node:net';
import { serviceNames, serviceUrlVariables, type ServiceName } from './services';

export interface GatewayConfig {
  /** The port to listen on; 0 picks a free one. */
  port: number;
  /** Base address per service, without a trailing slash. */
  services: Record<ServiceName, string>;
  /** How long upstream answers (errors included) are reused, in ms; 0 turns the cache off. */
  requestCacheTimeMs: number;
  /** The longest an upstream call may take, in ms. */
  upstreamTimeoutMs: number;
  /** The address the web app offers for support. */
  supportEmail: string;
  /** NODE_ENV=development: GraphQL errors may suggest field names ("Did you mean ..."). */
  development: boolean;
  /** Captcha settings handed to the web app; null where the portal runs without captcha. */
  captcha: { siteKey: string | null; scriptUrl: string | null };
  /**
   * Express's `trust proxy`: which hops in front of the gateway may name the client in
   * X-Forwarded-For. False trusts none, so the socket's address is the client's.
   */
  trustedProxies: TrustedProxies;
  /** The web app logs the page's web vitals to the browser's console (spec section 7). */
  logWebVitals: boolean;
}

/** A hop count, or addresses, CIDR subnets and Express's names (loopback, linklocal, uniquelocal). */
export type TrustedProxies = false | number | string[];

/** A configuration value the gateway cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  // Number('') and Number('1e3') would slip through a plain Number() check.
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return Number(raw);
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, not "${raw}".`);
}

function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http or https address, not "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http or https address, not "${raw}".`);
  }
  return url;
}

function baseUrl(name: string, raw: string): string {
  const url = httpUrl(name, raw);
  // Call paths are appended to the base, so a query or fragment there would end up mid-URL.
  if (url.search || url.hash) {
    throw new ConfigError(`${name} must be a base address without a query or fragment, not "${raw}".`);
  }
  return url.href.replace(/\/+$/, '');
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * TRUSTED_PROXIES, checked here so that a bad entry is named like every other bad setting. "true"
 * (trust every hop) is refused: then any client could name its own address and so walk past the
 * sign-in throttle.
 */
function trustedProxies(env: Env): TrustedProxies {
  const raw = value(env, 'TRUSTED_PROXIES');
  if (raw === undefined) return false;
  const hops = /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (hops === 0) return false;
  if (hops !== undefined && hops <= 10) return hops;
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUSTED_PROXIES must be a hop count from 1 to 10, or a comma list of addresses, CIDR subnets and the names loopback, linklocal, uniquelocal; "${bad}" is none of these.`,
    );
  }
  return entries;
}

/** The service address variables that are not set. */
export function missingServiceVariables(env: Env): string[] {
  return serviceNames.map((name) => serviceUrlVariables[name]).filter((variable) => value(env, variable) === undefined);
}

/** Reads the environment; throws ConfigError naming the variable at the first bad value. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const missing = missingServiceVariables(env);
  if (missing.length > 0) {
    throw new ConfigError(`Set the address of every service; missing: ${missing.join(', ')}.`);
  }
  const services = Object.fromEntries(
    serviceNames.map((name) => {
      const variable = serviceUrlVariables[name];
      return [name, baseUrl(variable, value(env, variable) ?? '')];
    }),
  ) as Record<ServiceName, string>;

  const supportEmail = value(env, 'SUPPORT_EMAIL') ?? 'support@dataportal.example';
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) {
    throw new ConfigError(`SUPPORT_EMAIL must be an e-mail address, not "${supportEmail}".`);
  }
  const scriptUrl = value(env, 'CAPTCHA_SCRIPT_URL');

  return {
    port: integer(env, 'PORT', 4000, 0, 65535),
    services,
    requestCacheTimeMs: integer(env, 'REQUEST_CACHE_TIME', 10_000, 0, 86_400_000),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT', 15_000, 1, 600_000),
    supportEmail,
    development: value(env, 'NODE_ENV') === 'development',
    captcha: {
      siteKey: value(env, 'CAPTCHA_SITE_KEY') ?? null,
      scriptUrl: scriptUrl === undefined ? null : httpUrl('CAPTCHA_SCRIPT_URL', scriptUrl).href,
    },
    trustedProxies: trustedProxies(env),
    logWebVitals: flag(env, 'LOG_WEB_VITALS'),
  };
}

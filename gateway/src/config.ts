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
  /** Captcha settings handed to the web app; null where the portal runs without captcha. */
  captcha: { siteKey: string | null; scriptUrl: string | null };
}

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
    captcha: {
      siteKey: value(env, 'CAPTCHA_SITE_KEY') ?? null,
      scriptUrl: scriptUrl === undefined ? null : httpUrl('CAPTCHA_SCRIPT_URL', scriptUrl).href,
    },
  };
}

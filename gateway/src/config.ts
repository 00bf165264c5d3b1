import { isIP } from 'node:net';
import { z } from 'zod';
import { serviceNames, serviceUrlVariables, type ServiceName } from './upstream/service-names';

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
  /**
   * The origins the portal is served at (`https://portal.example`), the only ones an invitation's
   * link or a payment, card or invoice page's way back may lead to; null takes each request's own
   * public origin instead (http/portal-page.ts).
   */
  portalOrigins: string[] | null;
  /** The web app logs the page's web vitals to the browser's console. */
  logWebVitals: boolean;
  /** Where shared state lives (docs/operations.md): a Redis address, or null for this process's memory. */
  redisUrl: string | null;
  /** Put before every Redis key and channel this gateway uses, so deployments sharing a Redis never meet. */
  redisKeyPrefix: string;
  /** How long in-flight requests may take to finish once the gateway is told to stop, in ms. */
  shutdownTimeoutMs: number;
  /**
   * How long a stopping gateway goes on taking new connections after /ready has turned 503, in ms:
   * the time an orchestrator takes to stop sending it requests (serve.ts says why).
   */
  shutdownDelayMs: number;
  /**
   * How long an idle kept-alive connection stays open, in ms: longer than any balancer or client
   * keeps one idle to reuse it (serve.ts says why).
   */
  keepAliveTimeoutMs: number;
  /** Who may read /metrics: addresses, CIDR subnets and `loopback`. */
  metricsAllow: string[];
  /** pino's level for the gateway's log. */
  logLevel: LogLevel;
  /** How often the upstream services' health is checked for /ready, in ms. */
  readyCheckIntervalMs: number;
  /** The OpenTelemetry collector traces go to; null sends none (and loads no tracing code). */
  otlpEndpoint: string | null;
}

/** A hop count, or addresses, CIDR subnets and Express's names (loopback, linklocal, uniquelocal). */
export type TrustedProxies = false | number | string[];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A configuration value the gateway cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

// Each setting is a zod schema over the variable's trimmed text (undefined when unset), with what
// it expects in words; `loadConfig` names the variable, the expectation and the value it found.

/** A whole number from `min` to `max`; Number('') and Number('1e3') would slip through a plain Number() check. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .optional()
    .transform((number) => number ?? fallback);

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((raw) => raw === 'true');

function isHttpUrl(raw: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

const httpUrl = z.string().refine((raw) => isHttpUrl(raw), { abort: true });

/** Call paths are appended to a service's base, so a query or fragment there would end up mid-URL. */
const baseUrl = httpUrl
  .refine((raw) => {
    const url = new URL(raw);
    return !url.search && !url.hash;
  }, 'a base address without a query or fragment')
  .transform((raw) => new URL(raw).href.replace(/\/+$/, ''));

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or a CIDR subnet; with `names`, also those names. */
function isAddressOrSubnet(entry: string, names: ReadonlySet<string>): boolean {
  if (names.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const commaList = (raw: string) => raw.split(',').map((entry) => entry.trim());

/**
 * TRUSTED_PROXIES. "true" (trust every hop) is refused: then any client could name its own
 * address and so walk past the sign-in throttle.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((raw, ctx): TrustedProxies => {
    if (raw === undefined) return false;
    const hops = /^\d+$/.test(raw) ? Number(raw) : undefined;
    if (hops === 0) return false;
    if (hops !== undefined && hops <= 10) return hops;
    const entries = commaList(raw);
    const bad = entries.find((entry) => !isAddressOrSubnet(entry, proxyNames));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `"${bad}" is none of these` });
    return entries;
  });

/** An origin as a browser names it (scheme, host, port): the entry's origin, or undefined for anything more or else. */
function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** PORTAL_ORIGINS: each entry as its origin, so `https://Portal.example:443/` and `https://portal.example` are one. */
const portalOrigins = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined) return null;
    const origins: string[] = [];
    for (const entry of commaList(raw)) {
      const origin = originOf(entry);
      if (origin === undefined) ctx.addIssue({ code: 'custom', message: `"${entry}" is not one` });
      else origins.push(origin);
    }
    return origins;
  });

const metricsAllow = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const entries = raw === undefined ? ['loopback'] : commaList(raw);
    const bad = entries.find((entry) => !isAddressOrSubnet(entry, new Set(['loopback'])));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `"${bad}" is none of these` });
    return entries;
  });

/** A query parameter's name that holds a credential: ioredis reads `password` and `username` from the query too. */
const CREDENTIAL_NAME = /^(username|password)$|pass|secret|token/i;

/** A query's credentials masked (`?password=***`): every value whose name is CREDENTIAL_NAME, up to a `#`. */
function queryWithoutCredentials(raw: string): string {
  const start = raw.indexOf('?');
  if (start === -1) return raw;
  const hash = raw.indexOf('#', start);
  const end = hash === -1 ? raw.length : hash;
  const query = raw
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // Not percent-encoded as it should be: read as written.
      }
      return CREDENTIAL_NAME.test(decoded) ? `${name}=***` : pair;
    })
    .join('&');
  return `${raw.slice(0, start + 1)}${query}${raw.slice(end)}`;
}

/**
 * An address as a message may show it: its user and password masked (`redis://:***@cache:6379`),
 * and so any credential in its query (`?password=***`), so that no terminal or log keeps them.
 * Everything before the last @ after the scheme is masked, as URL reads it; a value URL cannot
 * read at all is masked alike. The query goes first: an @ in a password there is masked with it.
 */
function withoutCredentials(given: string): string {
  const raw = queryWithoutCredentials(given);
  const start = /^[a-z][a-z\d+.-]*:\/\//i.exec(raw)?.[0].length ?? 0;
  const at = raw.lastIndexOf('@');
  if (at < start) return raw;
  const [user, ...password] = raw.slice(start, at).split(':');
  return `${raw.slice(0, start)}${user ? '***' : ''}${password.length > 0 ? ':***' : ''}${raw.slice(at)}`;
}

/**
 * What is wrong with a REDIS_URL, naming the part at fault, or undefined for an address ioredis
 * reads as written. The parts are found without URL, so that the one at fault is named even where
 * URL cannot read the whole; ioredis reads a path but for a number as database 0, so it is refused.
 */
function redisAddressFault(raw: string): string | undefined {
  const scheme = /^[a-z][a-z\d+.-]*:/i.exec(raw)?.[0].toLowerCase();
  if (scheme === undefined) return 'it names no scheme';
  if (scheme !== 'redis:' && scheme !== 'rediss:') return `"${scheme}" is neither redis: nor rediss:`;
  const parts = /^[^:]+:\/\/(?:.*@)?(?<host>\[[^\]]*\]|[^:/?#]*)(?::(?<port>[^/?#]*))?(?<path>[^?#]*)/s.exec(raw)?.groups;
  if (parts === undefined) return 'it has no // after its scheme';
  const { host = '', port = '', path = '' } = parts;
  if (port !== '' && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) return `"${port}" is not a port`;
  if (!/^(\/\d*)?$/.test(path)) return `"${path}" is not a database number`;
  if (!URL.canParse(raw)) return host ? `"${host}" is not a host` : 'it names no host';
  return undefined;
}

const redisUrl = z
  .string()
  .transform((raw, ctx) => {
    const fault = redisAddressFault(raw);
    if (fault !== undefined) ctx.addIssue({ code: 'custom', message: fault });
    // ioredis turns TLS on for a lower-case rediss:// alone: REDISS:// would send the password in clear.
    return raw.replace(/^[a-z]+/i, (scheme) => scheme.toLowerCase());
  })
  .optional()
  .transform((raw) => raw ?? null);

const redisKeyPrefix = z
  .string()
  .regex(/^[\w.:-]{1,64}$/)
  .optional()
  .transform((raw) => raw ?? 'portal:');

const supportEmail = z
  .string()
  .regex(/^[^\s@]+@[^\s@]+$/)
  .optional()
  .transform((raw) => raw ?? 'support@dataportal.example');

const logLevel = z
  .enum(logLevels)
  .optional()
  .transform((raw): LogLevel => raw ?? 'info');

const optionalUrl = httpUrl
  .transform((raw) => new URL(raw).href)
  .optional()
  .transform((raw) => raw ?? null);

interface Setting<S extends z.ZodType<unknown, string | undefined>> {
  schema: S;
  /** What the variable must hold, as the error words it. */
  expected: string;
  /** The value as the error shows it; default as it is. */
  shown?: (raw: string) => string;
}

const setting = <S extends z.ZodType<unknown, string | undefined>>(schema: S, expected: string): Setting<S> => ({ schema, expected });
/** An address: a user and password in it are never shown. */
const address = <S extends z.ZodType<unknown, string | undefined>>(schema: S, expected: string): Setting<S> => ({
  schema,
  expected,
  shown: withoutCredentials,
});
const whole = (fallback: number, min: number, max: number) => setting(wholeNumber(fallback, min, max), `a whole number from ${min} to ${max}`);
const HTTP_URL = 'an http or https address';

/** Every setting but the service addresses, by the variable that holds it. */
const settings = {
  PORT: whole(4000, 0, 65535),
  REQUEST_CACHE_TIME: whole(10_000, 0, 86_400_000),
  UPSTREAM_TIMEOUT: whole(15_000, 1, 600_000),
  SUPPORT_EMAIL: setting(supportEmail, 'an e-mail address'),
  CAPTCHA_SITE_KEY: setting(z.string().optional(), 'a site key'),
  CAPTCHA_SCRIPT_URL: address(optionalUrl, HTTP_URL),
  TRUSTED_PROXIES: setting(
    trustedProxies,
    'a hop count from 1 to 10, or a comma list of addresses, CIDR subnets and the names loopback, linklocal, uniquelocal',
  ),
  PORTAL_ORIGINS: setting(portalOrigins, 'a comma list of origins such as https://portal.example (scheme, host and port, no path)'),
  LOG_WEB_VITALS: setting(flag, 'true or false'),
  REDIS_URL: address(redisUrl, 'a redis:// or rediss:// address'),
  REDIS_KEY_PREFIX: setting(redisKeyPrefix, 'at most 64 letters, digits and . : _ -'),
  SHUTDOWN_TIMEOUT: whole(25_000, 0, 600_000),
  SHUTDOWN_DELAY: whole(0, 0, 600_000),
  KEEP_ALIVE_TIMEOUT: whole(65_000, 1_000, 240_000),
  METRICS_ALLOW: setting(metricsAllow, 'a comma list of addresses, CIDR subnets and the name loopback'),
  LOG_LEVEL: setting(logLevel, `one of ${logLevels.join(', ')}`),
  READY_CHECK_INTERVAL: whole(5_000, 100, 600_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: address(optionalUrl, HTTP_URL),
};

/**
 * Every variable the gateway reads: the settings above, the service addresses, NODE_ENV, and
 * OTEL_SERVICE_NAME (read by the tracing). `.env.example` lists each (a test checks it).
 */
export const settingVariables: readonly string[] = [
  ...serviceNames.map((name) => serviceUrlVariables[name]),
  ...Object.keys(settings),
  'NODE_ENV',
  'OTEL_SERVICE_NAME',
];

type AnySetting = Setting<z.ZodType<unknown, string | undefined>>;
type Values<T extends Record<string, AnySetting>> = { [name in keyof T]: z.output<T[name]['schema']> };

/**
 * The variable's value by its setting; a bad one throws ConfigError with the variable, what it
 * expected, the value (an address's user and password masked), and the entry or part at fault
 * where the setting names one.
 */
function read<S extends z.ZodType<unknown, string | undefined>>(env: Env, name: string, { schema, expected, shown }: Setting<S>): z.output<S> {
  const raw = value(env, name);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // A setting's own words: what it expects ('a ...'), or what is wrong ('"entry" ...', 'it ...').
  const reasons = parsed.error.issues.map((issue) => issue.message).filter((message) => /^("|a |it )/.test(message));
  const own = reasons.find((message) => message.startsWith('a '));
  const entry = reasons.find((message) => !message.startsWith('a '));
  const seen = raw === undefined || shown === undefined ? raw : shown(raw);
  throw new ConfigError(`${name} must be ${own ?? expected}, not "${seen}"${entry ? `: ${entry}` : ''}.`);
}

function readAll<T extends Record<string, AnySetting>>(env: Env, all: T): Values<T> {
  const values: Partial<Values<T>> = {};
  for (const name of Object.keys(all) as (keyof T & string)[]) values[name] = read(env, name, all[name]!) as Values<T>[typeof name];
  return values as Values<T>;
}

/** The service address variables that are not set. */
export function missingServiceVariables(env: Env): string[] {
  return serviceNames.map((name) => serviceUrlVariables[name]).filter((variable) => value(env, variable) === undefined);
}

/** Reads the environment; throws ConfigError naming the variable and what it expected at the first bad value. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const missing = missingServiceVariables(env);
  if (missing.length > 0) {
    throw new ConfigError(`Set the address of every service; missing: ${missing.join(', ')}.`);
  }
  const services = Object.fromEntries(serviceNames.map((name) => [name, read(env, serviceUrlVariables[name], address(baseUrl, HTTP_URL))])) as Record<
    ServiceName,
    string
  >;
  const s = readAll(env, settings);

  return {
    port: s.PORT,
    services,
    requestCacheTimeMs: s.REQUEST_CACHE_TIME,
    upstreamTimeoutMs: s.UPSTREAM_TIMEOUT,
    supportEmail: s.SUPPORT_EMAIL,
    development: value(env, 'NODE_ENV') === 'development',
    captcha: { siteKey: s.CAPTCHA_SITE_KEY ?? null, scriptUrl: s.CAPTCHA_SCRIPT_URL },
    trustedProxies: s.TRUSTED_PROXIES,
    portalOrigins: s.PORTAL_ORIGINS,
    logWebVitals: s.LOG_WEB_VITALS,
    redisUrl: s.REDIS_URL,
    redisKeyPrefix: s.REDIS_KEY_PREFIX,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT,
    shutdownDelayMs: s.SHUTDOWN_DELAY,
    keepAliveTimeoutMs: s.KEEP_ALIVE_TIMEOUT,
    metricsAllow: s.METRICS_ALLOW,
    logLevel: s.LOG_LEVEL,
    readyCheckIntervalMs: s.READY_CHECK_INTERVAL,
    otlpEndpoint: s.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}

import { addressCatalogue, UK_DATASET } from './addresses/catalogue';
import { Captcha, CAPTCHA_SITE_KEY } from './auth/captcha';
import { TokenIssuer } from './auth/jwt';
import type { SandboxContext } from './context';
import { listen } from './http/listen';
import type { Listening } from './http/listen';
import { serviceNames } from './services/names';
import type { ServiceName } from './services/names';
import { serviceFactories } from './services/registry';
import { warmUpSuggestions } from './services/autocomplete-warm-up';
import express from 'express';
import { withoutExtensions } from './services/extensions';
import { resolveJwtSecret, resolvePort, resolveStrict, resolveTokenTtl, resolveTrustedProxies, type TrustedProxies } from './settings';
import { SandboxStore } from './store';

export type { ServiceName } from './services/names';
export { serviceEnvVars } from './services/names';
export { demoSignIns } from './seed/sign-ins';
export { DEMO_PASSWORD } from './seed/users';

export interface SandboxOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 or missing: a free port. */
  ports?: Partial<Record<ServiceName, number>>;
  /** Default: SANDBOX_JWT_SECRET, else random for this sandbox. */
  jwtSecret?: string;
  /** Default: SANDBOX_TOKEN_TTL, else 3600. */
  tokenTtlSeconds?: number;
  /** The clock in epoch milliseconds, for tests. */
  now?: () => number;
  /**
   * The proxies whose X-Forwarded-For names the caller of a look-up service (a key's IP range and
   * cap per address count by it). Default: SANDBOX_TRUSTED_PROXIES, else none (the connection's address).
   */
  trustedProxies?: TrustedProxies;
  /** The portal's address (http://localhost:4000/portal) for links in e-mails. Default: SANDBOX_PORTAL_URL, else the path /portal. */
  portalUrl?: string;
  /**
   * Every provider extension answers 404, as a real service without it would
   * (docs/upstream-contract.md). Default: SANDBOX_STRICT=1, else not.
   */
  strict?: boolean;
}

export interface RunningSandbox {
  /** Base address of each service, e.g. http://127.0.0.1:43123, with no trailing slash. */
  urls: Record<ServiceName, string>;
  captcha: { siteKey: string; scriptUrl: string };
  store: SandboxStore;
  /** Whether the provider's extensions answer 404. */
  strict: boolean;
  /** Where the portal is, once it is known (it may start after the sandbox): e-mailed links lead there. */
  setPortalUrl(url: string): void;
  /**
   * Makes the uk addresses and their search index now, a slice at a time with the event loop free
   * in between, then searches them through the autocomplete service's own port a few dozen times,
   * as a caller typing would, so that the first address search is as quick as the rest. Call it
   * once the ports that matter are open (the launcher: once the portal listens); a sandbox that
   * never searches (most tests) need not pay for it. Requests are answered meanwhile. Never fails:
   * the first search makes what is missing.
   */
  indexAddresses(): Promise<void>;
  close(): Promise<void>;
}

/** Starts every stand-in service on its own port, all sharing one freshly seeded store. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const ports = Object.fromEntries(serviceNames.map((name) => [name, resolvePort(name, options.ports?.[name])]));
  const secret = resolveJwtSecret(options.jwtSecret);
  const now = options.now ?? Date.now;
  const store = SandboxStore.create(now);
  const trustedProxies = resolveTrustedProxies(options.trustedProxies);
  const portalUrl = options.portalUrl ?? (process.env.SANDBOX_PORTAL_URL?.trim() || undefined);
  if (portalUrl) store.tokenAlerts.setPortalUrl(portalUrl);
  const ctx: SandboxContext = { store, tokens: new TokenIssuer(secret, resolveTokenTtl(options.tokenTtlSeconds), now), captcha: new Captcha(secret, now), now };

  const strict = resolveStrict(options.strict);
  const appFor = (name: ServiceName) => {
    const service = serviceFactories[name](ctx).set('trust proxy', trustedProxies);
    if (!strict) return service;
    // In front of the service, so its extensions are answered as unknown calls before any route sees them.
    const front = express().disable('x-powered-by').set('trust proxy', trustedProxies);
    return front.use(withoutExtensions(name)).use(service);
  };
  const started = await Promise.allSettled(serviceNames.map((name) => listen(appFor(name), host, ports[name] ?? 0)));
  const listening = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  let closed = false;
  const closeAll = async () => {
    closed = true;
    await Promise.all(listening.map((service) => service.close()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await closeAll();
    throw failure.reason;
  }

  const urls = Object.fromEntries(serviceNames.map((name, index) => [name, (listening[index] as Listening).url])) as Record<ServiceName, string>;
  return {
    urls,
    captcha: { siteKey: CAPTCHA_SITE_KEY, scriptUrl: `${urls.userServer}/captcha/api.js?render=${CAPTCHA_SITE_KEY}` },
    store,
    strict,
    setPortalUrl: (url) => store.tokenAlerts.setPortalUrl(url),
    indexAddresses: async () => {
      await addressCatalogue()
        .prepare(UK_DATASET)
        .catch(() => undefined);
      await warmUpSuggestions(ctx, urls.autocomplete, () => closed).catch(() => undefined);
    },
    close: closeAll,
  };
}

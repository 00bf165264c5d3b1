import type { GatewayConfig } from '../../src/config';
import { serviceNames, type ServiceName } from '../../src/upstream/service-names';

/** A gateway configuration with every service at `baseUrl`. */
export function testConfig(baseUrl: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    services: Object.fromEntries(serviceNames.map((name) => [name, baseUrl])) as Record<ServiceName, string>,
    requestCacheTimeMs: 10_000,
    upstreamTimeoutMs: 5_000,
    supportEmail: 'support@dataportal.example',
    development: false,
    captcha: { siteKey: null, scriptUrl: null },
    trustedProxies: false,
    portalOrigins: null,
    logWebVitals: false,
    redisUrl: null,
    redisKeyPrefix: 'portal:',
    shutdownTimeoutMs: 25_000,
    shutdownDelayMs: 0,
    keepAliveTimeoutMs: 65_000,
    metricsAllow: ['loopback'],
    logLevel: 'info',
    readyCheckIntervalMs: 5_000,
    otlpEndpoint: null,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, missingServiceVariables, settingVariables } from '../src/config';

const services = {
  ACCOUNT_MANAGER_URL: 'http://am.example:8080/',
  USER_SERVER_URL: 'https://users.example/api',
  BUREAU_URL: 'http://bureau.example',
  FILE_SERVER_UK_URL: 'http://files-uk.example',
  FILE_SERVER_AUSTRALIA_URL: 'http://files-au.example',
  ADDRESS_LOOKUP_URL: 'http://lookup.example',
  AUTOCOMPLETE_URL: 'http://autoc.example',
  EMAIL_VALIDATION_URL: 'http://email.example',
  BANK_SOAP_URL: 'http://bank.example/soap',
};

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(services);
    expect(config).toMatchObject({
      port: 4000,
      requestCacheTimeMs: 10_000,
      upstreamTimeoutMs: 15_000,
      supportEmail: 'support@dataportal.example',
      development: false,
      captcha: { siteKey: null, scriptUrl: null },
      logWebVitals: false,
    });
    expect(config.services.userServer).toBe('https://users.example/api');
    expect(config.services.accountManager).toBe('http://am.example:8080');
  });

  it('reads every setting', () => {
    const config = loadConfig({
      ...services,
      PORT: '0',
      REQUEST_CACHE_TIME: '500',
      UPSTREAM_TIMEOUT: '2000',
      SUPPORT_EMAIL: 'help@provider.example',
      NODE_ENV: 'development',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js?render=site-key',
      LOG_WEB_VITALS: 'true',
    });
    expect(config).toMatchObject({
      port: 0,
      requestCacheTimeMs: 500,
      upstreamTimeoutMs: 2000,
      supportEmail: 'help@provider.example',
      development: true,
      captcha: { siteKey: 'site-key', scriptUrl: 'https://captcha.example/api.js?render=site-key' },
      logWebVitals: true,
    });
    expect(loadConfig({ ...services, LOG_WEB_VITALS: 'false' }).logWebVitals).toBe(false);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number from 0 to 65535, not "abc"/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['REQUEST_CACHE_TIME', '-1', /REQUEST_CACHE_TIME must be a whole number/],
    ['UPSTREAM_TIMEOUT', '1.5', /UPSTREAM_TIMEOUT must be a whole number/],
    ['UPSTREAM_TIMEOUT', '0', /UPSTREAM_TIMEOUT must be a whole number from 1/],
    ['USER_SERVER_URL', 'users.example', /USER_SERVER_URL must be an http or https address/],
    ['BUREAU_URL', 'ftp://bureau.example', /BUREAU_URL must be an http or https address/],
    ['BUREAU_URL', 'http://bureau.example/?x=1', /BUREAU_URL must be a base address without a query/],
    ['CAPTCHA_SCRIPT_URL', 'not a url', /CAPTCHA_SCRIPT_URL must be an http or https address/],
    ['SUPPORT_EMAIL', 'nobody', /SUPPORT_EMAIL must be an e-mail address/],
    ['LOG_WEB_VITALS', 'yes', /LOG_WEB_VITALS must be true or false, not "yes"/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ ...services, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...services, [name]: value })).toThrow(message);
  });

  it('reads the settings for running several gateways, with their defaults', () => {
    expect(loadConfig(services)).toMatchObject({
      redisUrl: null,
      redisKeyPrefix: 'portal:',
      shutdownTimeoutMs: 25_000,
      shutdownDelayMs: 0,
      keepAliveTimeoutMs: 65_000,
      metricsAllow: ['loopback'],
      logLevel: 'info',
      readyCheckIntervalMs: 5_000,
      otlpEndpoint: null,
    });
    expect(
      loadConfig({
        ...services,
        REDIS_URL: 'rediss://:secret@cache.example:6380/2',
        REDIS_KEY_PREFIX: 'eu-portal:',
        SHUTDOWN_TIMEOUT: '40000',
        SHUTDOWN_DELAY: '5000',
        KEEP_ALIVE_TIMEOUT: '120000',
        METRICS_ALLOW: 'loopback, 10.0.0.0/8,fd00::/8',
        LOG_LEVEL: 'warn',
        READY_CHECK_INTERVAL: '2000',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.example:4318',
      }),
    ).toMatchObject({
      redisUrl: 'rediss://:secret@cache.example:6380/2',
      redisKeyPrefix: 'eu-portal:',
      shutdownTimeoutMs: 40_000,
      shutdownDelayMs: 5_000,
      keepAliveTimeoutMs: 120_000,
      metricsAllow: ['loopback', '10.0.0.0/8', 'fd00::/8'],
      logLevel: 'warn',
      readyCheckIntervalMs: 2_000,
      otlpEndpoint: 'http://collector.example:4318/',
    });
  });

  it.each([
    ['REDIS_URL', 'http://cache.example', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ address, not "http:\/\/cache.example"/],
    ['REDIS_KEY_PREFIX', 'has spaces', /REDIS_KEY_PREFIX must be at most 64 letters/],
    ['SHUTDOWN_TIMEOUT', 'soon', /SHUTDOWN_TIMEOUT must be a whole number from 0 to 600000, not "soon"/],
    ['SHUTDOWN_DELAY', '-5', /SHUTDOWN_DELAY must be a whole number from 0 to 600000, not "-5"/],
    ['KEEP_ALIVE_TIMEOUT', '500', /KEEP_ALIVE_TIMEOUT must be a whole number from 1000 to 240000, not "500"/],
    [
      'METRICS_ALLOW',
      'loopback,everyone',
      /METRICS_ALLOW must be a comma list of addresses, CIDR subnets and the name loopback, not "loopback,everyone": "everyone" is none of these/,
    ],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"/],
    ['READY_CHECK_INTERVAL', '10', /READY_CHECK_INTERVAL must be a whole number from 100/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318', /OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https address/],
  ])('refuses %s=%s, naming the variable and what it expects', (name, value, message) => {
    expect(() => loadConfig({ ...services, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...services, [name]: value })).toThrow(message);
  });

  it.each([
    // The reviewer's case: the port is wrong, not the scheme, and the password was printed.
    ['redis://:Sup3rSecretPW@127.0.0.1:notaport', 'not "redis://:***@127.0.0.1:notaport": "notaport" is not a port.'],
    ['redis://alice:Sup3rSecretPW@cache.example:70000', 'not "redis://***:***@cache.example:70000": "70000" is not a port.'],
    ['http://:Sup3rSecretPW@cache.example', 'not "http://:***@cache.example": "http:" is neither redis: nor rediss:.'],
    ['cache.example:6379', 'not "cache.example:6379": "cache.example:" is neither redis: nor rediss:.'],
    ['127.0.0.1:6379', 'not "127.0.0.1:6379": it names no scheme.'],
    ['redis:127.0.0.1', 'not "redis:127.0.0.1": it has no // after its scheme.'],
    // ioredis reads a path but for a number as database 0.
    ['redis://:Sup3rSecretPW@cache.example:6379/two', 'not "redis://:***@cache.example:6379/two": "/two" is not a database number.'],
    ['redis://:Sup3r@Secret@:6379', 'not "redis://:***@:6379": it names no host.'],
    // ioredis reads a password and a user name from the query too.
    ['redis://cache:6379/x?password=Sup3rSecretPW', 'not "redis://cache:6379/x?password=***": "/x" is not a database number.'],
    [
      'redis://cache:6379/x?username=alice&db=2&password=Sup3r%40Secret',
      'not "redis://cache:6379/x?username=***&db=2&password=***": "/x" is not a database number.',
    ],
    ['redis://cache:notaport?sentinelPassword=Sup3r&Token=Secret', 'not "redis://cache:notaport?sentinelPassword=***&Token=***": "notaport" is not a port.'],
    ['http://cache:6379?client_secret=Sup3r@Secret#f', 'not "http://cache:6379?client_secret=***#f": "http:" is neither redis: nor rediss:.'],
    ['redis://:Sup3r@cache:6379/x?PASSWORD=Secret&family=4', 'not "redis://:***@cache:6379/x?PASSWORD=***&family=4": "/x" is not a database number.'],
  ])('refuses REDIS_URL=%s saying what is wrong, its user and password masked', (url, words) => {
    let message = '';
    try {
      loadConfig({ ...services, REDIS_URL: url });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as ConfigError).message;
    }
    expect(message).toBe(`REDIS_URL must be a redis:// or rediss:// address, ${words}`);
    expect(message).not.toMatch(/Sup3r|Secret|alice/);
  });

  it('stops the gateway at start with that message, the password nowhere in its output', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, ...services, REDIS_URL: 'redis://:Sup3rSecretPW@127.0.0.1:notaport' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('REDIS_URL must be a redis:// or rediss:// address, not "redis://:***@127.0.0.1:notaport": "notaport" is not a port.');
    expect(run.stdout + run.stderr).not.toContain('Sup3rSecretPW');
  });

  it('stops the gateway at start with one line, not a stack trace, when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH, ...services, PORT: String(port), LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(`Port ${port} is already in use: stop what uses it, or set PORT to another port (0 picks a free one).`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('masks the user and password of any address it refuses', () => {
    expect(() => loadConfig({ ...services, BUREAU_URL: 'ftp://bureau:Sup3rSecretPW@bureau.example' })).toThrow(
      'BUREAU_URL must be an http or https address, not "ftp://***:***@bureau.example".',
    );
  });

  it('takes a REDIS_URL with a user, password and database, its scheme in lower case as ioredis needs it for TLS', () => {
    expect(loadConfig({ ...services, REDIS_URL: 'redis://alice:pw@cache.example:6379/15' }).redisUrl).toBe('redis://alice:pw@cache.example:6379/15');
    expect(loadConfig({ ...services, REDIS_URL: 'redis://[::1]/' }).redisUrl).toBe('redis://[::1]/');
    expect(loadConfig({ ...services, REDIS_URL: 'REDISS://:pw@cache.example:6380/2' }).redisUrl).toBe('rediss://:pw@cache.example:6380/2');
  });

  it('lists every setting in .env.example, and nothing it does not read', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...settingVariables].sort());
  });

  it('trusts no proxy unless TRUSTED_PROXIES names them', () => {
    expect(loadConfig(services).trustedProxies).toBe(false);
    expect(loadConfig({ ...services, TRUSTED_PROXIES: '0' }).trustedProxies).toBe(false);
    expect(loadConfig({ ...services, TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    expect(loadConfig({ ...services, TRUSTED_PROXIES: 'loopback' }).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ ...services, TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1 ' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['true', '*', '11', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/8', 'loopback,,linklocal'])('refuses TRUSTED_PROXIES=%s', (entry) => {
    expect(() => loadConfig({ ...services, TRUSTED_PROXIES: entry })).toThrow(ConfigError);
    expect(() => loadConfig({ ...services, TRUSTED_PROXIES: entry })).toThrow(/TRUSTED_PROXIES must be a hop count from 1 to 10, or a comma list/);
  });

  it('reads PORTAL_ORIGINS as origins, and none by default', () => {
    expect(loadConfig(services).portalOrigins).toBeNull();
    expect(loadConfig({ ...services, PORTAL_ORIGINS: ' https://Portal.example:443/ , http://au.localhost:4000' }).portalOrigins).toEqual([
      'https://portal.example',
      'http://au.localhost:4000',
    ]);
  });

  it.each(['portal.example', 'https://portal.example/portal/', 'ftp://portal.example', 'https://portal.example?x=1', 'https://a.example,,https://b.example'])(
    'refuses PORTAL_ORIGINS=%s',
    (entry) => {
      expect(() => loadConfig({ ...services, PORTAL_ORIGINS: entry })).toThrow(/PORTAL_ORIGINS must be a comma list of origins/);
    },
  );

  it('names the service variables that are missing', () => {
    const { BUREAU_URL: _bureau, BANK_SOAP_URL: _bank, ...some } = services;
    expect(missingServiceVariables(some)).toEqual(['BUREAU_URL', 'BANK_SOAP_URL']);
    expect(() => loadConfig({ ...some, BANK_SOAP_URL: ' ' })).toThrow('missing: BUREAU_URL, BANK_SOAP_URL');
  });
});

import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../src/http/forwarded';

const request = (socketAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: socketAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

// TRUSTED_PROXIES=10.0.0.0/8 as Express compiles it, and the default of trusting no proxy.
const balancer = proxyaddr.compile(['10.0.0.0/8']);
const nobody = proxyaddr.compile([]);

describe('clientAddressOf', () => {
  it.each([
    ['no header, from a trusted proxy', balancer, request('10.1.2.3'), '10.1.2.3'],
    ['an empty header, from a trusted proxy', balancer, request('10.1.2.3', ''), '10.1.2.3'],
    ['a header from a trusted proxy', balancer, request('10.1.2.3', '198.51.100.9'), '198.51.100.9'],
    ['a chain through two trusted proxies', balancer, request('10.1.2.3', '198.51.100.9, 10.4.5.6'), '198.51.100.9'],
    ['a forged hop before the last untrusted one', balancer, request('10.1.2.3', '192.0.2.1, 198.51.100.9'), '198.51.100.9'],
    ['a header from a socket that is no trusted proxy', balancer, request('203.0.113.5', '198.51.100.9'), '203.0.113.5'],
    ['a header when no proxy is trusted', nobody, request('10.1.2.3', '198.51.100.9'), '10.1.2.3'],
  ])('%s', (_case, trust, req, expected) => {
    expect(clientAddressOf(req, trust)).toBe(expected);
  });
});

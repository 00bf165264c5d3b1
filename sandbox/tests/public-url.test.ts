import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { browserUrl } from '../src/http/public-url';

const requestTo = (host: string) => ({ protocol: 'http', get: (name: string) => (name === 'host' ? host : undefined) }) as unknown as Request;

describe('the address a browser reaches a sandbox page at', () => {
  it('is the host the request came to, by default', () => {
    expect(browserUrl(requestTo('127.0.0.1:41234'), '/pay/abc', {})).toBe('http://127.0.0.1:41234/pay/abc');
  });

  it('takes SANDBOX_PUBLIC_HOST in place of a name only the gateway knows, keeping the port', () => {
    expect(browserUrl(requestTo('sandbox:4100'), '/card/xyz', { SANDBOX_PUBLIC_HOST: 'localhost' })).toBe('http://localhost:4100/card/xyz');
  });
});

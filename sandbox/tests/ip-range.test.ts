import { describe, expect, it } from 'vitest';
import { clientIpv4, ipInRange, normaliseIpRange } from '../src/store/ip-range';

describe('an API token IP range', () => {
  it.each([
    ['', ''],
    ['203.0.113.0/24', '203.0.113.0/24'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['10.0.0.0/33', undefined],
    ['256.0.0.1', undefined],
    ['10.0.0', undefined],
    ['10.0.0.0/8/1', undefined],
    ['example.com', undefined],
  ])('%j is stored as %j', (range, stored) => {
    expect(normaliseIpRange(range)).toBe(stored);
  });

  it.each([
    ['127.0.0.1', '', true],
    ['127.0.0.1', '127.0.0.0/8', true],
    ['203.0.113.77', '203.0.113.0/24', true],
    ['203.0.114.1', '203.0.113.0/24', false],
    ['10.1.2.3', '10.1.2.3', true],
    ['10.1.2.4', '10.1.2.3', false],
    ['10.1.2.4', '0.0.0.0/0', true],
    ['not-an-address', '10.0.0.0/8', false],
  ])('%s inside %j: %s', (address, range, inside) => {
    expect(ipInRange(address, range)).toBe(inside);
  });

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::1', '127.0.0.1'],
    ['192.0.2.5', '192.0.2.5'],
    [undefined, ''],
  ])('the caller %s is %s', (remote, address) => {
    expect(clientIpv4(remote)).toBe(address);
  });
});

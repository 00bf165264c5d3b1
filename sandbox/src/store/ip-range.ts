// The IP range an API token is restricted to: one IPv4 address, or an IPv4 CIDR block such as
// 203.0.113.0/24. The empty range admits every address.

export const IP_RANGE_RULE = 'ipRange must be an IPv4 address or a CIDR range such as 203.0.113.0/24';

function ipv4ToNumber(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

interface Block {
  base: number;
  bits: number;
}

function parseRange(range: string): Block | undefined {
  const [address, prefix, ...rest] = range.trim().split('/');
  if (address === undefined || rest.length > 0) return undefined;
  const base = ipv4ToNumber(address);
  if (base === undefined) return undefined;
  if (prefix === undefined) return { base, bits: 32 };
  if (!/^\d{1,2}$/.test(prefix) || Number(prefix) > 32) return undefined;
  return { base, bits: Number(prefix) };
}

/** The range as stored (trimmed), or undefined when it is neither an address nor a CIDR block. */
export function normaliseIpRange(range: string): string | undefined {
  if (range.trim() === '') return '';
  return parseRange(range) ? range.trim() : undefined;
}

/** The caller's address as IPv4: IPv4-mapped IPv6 unwrapped, and the IPv6 loopback taken as 127.0.0.1. */
export function clientIpv4(remoteAddress: string | undefined): string {
  const address = remoteAddress ?? '';
  if (address === '::1') return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** Whether `address` lies inside `range`; every address lies inside the empty range. */
export function ipInRange(address: string, range: string): boolean {
  if (range.trim() === '') return true;
  const block = parseRange(range);
  const value = ipv4ToNumber(address);
  if (!block || value === undefined) return false;
  const size = 2 ** (32 - block.bits);
  return Math.floor(value / size) === Math.floor(block.base / size);
}

import type { Request } from 'express';
import { clientIpv4 } from '../store/ip-range';

/**
 * The caller's address as the look-up services judge a key by it (its IP range, its daily cap per
 * address, the record of refused calls): Express's `req.ip`, which is the connection's own
 * address unless the connection comes from a proxy named in SANDBOX_TRUSTED_PROXIES (settings.ts);
 * then it is the address that proxy put in X-Forwarded-For. A header from anyone else is ignored,
 * so a caller cannot name its own address.
 */
export function clientAddress(req: Request): string {
  return clientIpv4(req.ip ?? req.socket.remoteAddress);
}

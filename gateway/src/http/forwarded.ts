import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Express's compiled "trust proxy" setting: whether the hop `index` away from the socket, at `address`, is a proxy the gateway trusts. */
export type TrustProxy = (address: string, index: number) => boolean;

/** The client's address: the socket's, or X-Forwarded-For's as far as trusted proxies vouch for it (as Express's req.ip). */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string | undefined {
  // With no X-Forwarded-For, or a socket that is not a trusted proxy, proxy-addr's answer is the
  // socket's own address: taken directly, without the list of hops it builds on every request.
  const socketAddress = req.socket.remoteAddress;
  if (!req.headers['x-forwarded-for'] || !trust(socketAddress ?? '', 0)) return socketAddress;
  return proxyaddr(req, trust);
}

/** Whether the request came over https: the socket's own, or a trusted proxy's X-Forwarded-Proto (as Express's req.secure). */
export function cameOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  const own = 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress ?? '', 0)) return own === 'https';
  const header = req.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header[0] : header) || own;
  const comma = forwarded.indexOf(',');
  return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === 'https';
}

/** A Host value: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the client asked for (`https://au.portal.example`): the scheme as `cameOverHttps`
 * reads it, and the Host header, or a trusted proxy's X-Forwarded-Host (as Express's req.host).
 * Undefined without a readable host. A client that reaches the gateway directly chooses its Host,
 * so this says which of the portal's names was used, never that a name is the portal's.
 */
export function publicOriginOf(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const forwarded = trust(req.socket.remoteAddress ?? '', 0) ? req.headers['x-forwarded-host'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const host = first || req.headers.host;
  if (!host || !HOST.test(host)) return undefined;
  return new URL(`${cameOverHttps(req, trust) ? 'https' : 'http'}://${host}`).origin;
}

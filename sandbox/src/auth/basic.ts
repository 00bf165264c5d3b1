export interface BasicCredentials {
  userName: string;
  password: string;
}

/** Reads `Authorization: Basic base64(user:password)`; the password may itself hold colons. */
export function parseBasicAuth(header: string | undefined): BasicCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { userName: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

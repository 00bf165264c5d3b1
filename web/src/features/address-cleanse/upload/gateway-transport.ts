import { UploadRefused, type UploadTransport } from './upload-session';

// The gateway's upload routes (/address-cleanse/upload/*, docs/address-cleanse.md): plain HTTP,
// not GraphQL, so that a chunk's bytes go as they are and the gateway can stream them on to the
// file server. Every answer is JSON; a failure is { code, msg } with its status.

interface UploadRoutesOptions {
  accountId: string;
  /** The signed-in user's jwt, read as each request goes (the session may be renewed meanwhile). */
  jwt: () => string | undefined;
  fetch?: typeof fetch;
  base?: string;
}

/** Statuses worth sending again: the gateway or the file server was briefly unable. */
const passing = new Set([408, 429, 500, 502, 503, 504]);

export function gatewayTransport(options: UploadRoutesOptions): UploadTransport & { cancel(fileId: string): Promise<void> } {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.base ?? '/address-cleanse/upload';

  async function call(step: string, query: Record<string, string>, init: RequestInit = {}): Promise<Record<string, unknown>> {
    const params = new URLSearchParams({ accountId: options.accountId, ...query });
    const response = await send(`${base}/${step}?${params.toString()}`, {
      method: 'POST',
      ...init,
      headers: { authorization: `Bearer ${options.jwt() ?? ''}`, ...init.headers },
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return body;
    const msg = typeof body.msg === 'string' ? body.msg : `the portal's server answered ${response.status}`;
    // A passing failure is thrown as a plain error, which the upload takes for a dropped connection.
    if (passing.has(response.status)) throw new Error(msg);
    throw new UploadRefused(msg);
  }

  return {
    async begin(filePrefix, signal) {
      const body = await call('begin', { filePrefix }, { signal });
      return String(body.fileId);
    },
    async sendChunk(fileId, idx, slice, signal) {
      // A Blob body streams from the file and carries its Content-Length, which the gateway requires.
      await call('chunk', { fileId, idx: String(idx) }, { signal, body: slice, headers: { 'content-type': 'application/octet-stream' } });
    },
    async end(fileId, sha256, signal) {
      await call('end', { fileId, hash: sha256 }, { signal });
    },
    async cancel(fileId) {
      await call('cancel', { fileId });
    },
  };
}

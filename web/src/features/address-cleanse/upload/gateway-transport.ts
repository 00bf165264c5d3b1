import { UploadRefused, type UploadTransport } from './upload-session';
import { xhrPost } from './xhr-post';

// The gateway's upload routes (/address-cleanse/upload/*, docs/address-cleanse.md): plain HTTP,
// not GraphQL, so that a chunk's bytes go as they are and the gateway can stream them on to the
// file server. Every answer is JSON; a failure is { code, msg } with its status.

interface UploadRoutesOptions {
  accountId: string;
  /** The signed-in user's jwt, read as each request goes (the session may be renewed meanwhile). */
  jwt: () => string | undefined;
  fetch?: typeof fetch;
  /** How a chunk is POSTed, telling the bytes of its body sent so far (xhr-post.ts; fetch cannot). */
  post?: (url: string, init: RequestInit, onUploadProgress: (loaded: number) => void) => Promise<Response>;
  base?: string;
}

/** Statuses worth sending again: the gateway or the file server was briefly unable. */
const passing = new Set([408, 429, 500, 502, 503, 504]);

export function gatewayTransport(options: UploadRoutesOptions): UploadTransport & { cancel(fileId: string): Promise<void> } {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const post = options.post ?? xhrPost;
  const base = options.base ?? '/address-cleanse/upload';

  async function call(
    step: string,
    query: Record<string, string>,
    init: RequestInit = {},
    request: (url: string, init: RequestInit) => Promise<Response> = send,
  ): Promise<Record<string, unknown>> {
    const params = new URLSearchParams({ accountId: options.accountId, ...query });
    const response = await request(`${base}/${step}?${params.toString()}`, {
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
    async sendChunk(fileId, idx, slice, signal, onSent) {
      // A Blob body streams from the file and carries its Content-Length, which the gateway requires.
      // It goes by XMLHttpRequest, whose upload progress tells how much of it has gone out.
      const init = { signal, body: slice, headers: { 'content-type': 'application/octet-stream' } };
      await call('chunk', { fileId, idx: String(idx) }, init, (url, request) => post(url, request, (loaded) => onSent?.(loaded)));
    },
    async end(fileId, sha256, signal) {
      await call('end', { fileId, hash: sha256 }, { signal });
    },
    async cancel(fileId) {
      await call('cancel', { fileId });
    },
  };
}

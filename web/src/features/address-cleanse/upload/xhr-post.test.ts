import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayTransport } from './gateway-transport';
import { UploadRefused } from './upload-session';

/** An XMLHttpRequest the test plays: what was sent, and what the network does next. */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  readonly upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  aborted = false;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

function chunkTransport() {
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  const transport = gatewayTransport({ accountId: '103', jwt: () => 'jwt-1' });
  const progress: number[] = [];
  const controller = new AbortController();
  const slice = new Blob(['0123456789']);
  const sent = transport.sendChunk('upload-1', 2, slice, controller.signal, (bytes) => progress.push(bytes));
  return { sent, progress, controller, slice, xhr: ScriptedXhr.last! };
}

describe('sending a chunk by XMLHttpRequest', () => {
  it('POSTs the slice with the jwt and its type, telling the bytes sent as they go, and ends on the answer', async () => {
    const { sent, progress, slice, xhr } = chunkTransport();
    expect(xhr.opened).toEqual(['POST', '/address-cleanse/upload/chunk?accountId=103&fileId=upload-1&idx=2']);
    expect(xhr.headers).toEqual({ authorization: 'Bearer jwt-1', 'content-type': 'application/octet-stream' });
    expect(xhr.body).toBe(slice);
    xhr.upload.onprogress?.({ loaded: 4 });
    xhr.upload.onprogress?.({ loaded: 10 });
    xhr.answer(200, { received: 1 });
    await expect(sent).resolves.toBeUndefined();
    expect(progress).toEqual([4, 10]);
  });

  it.each([
    { status: 503, body: { msg: 'The file server is busy' }, error: Error, msg: 'The file server is busy', refused: false },
    { status: 502, body: {}, error: Error, msg: "the portal's server answered 502", refused: false },
    {
      status: 400,
      body: { code: 'BAD_REQUEST', msg: 'The chunk is larger than 10,000,000 bytes' },
      error: UploadRefused,
      msg: 'The chunk is larger than 10,000,000 bytes',
      refused: true,
    },
  ])('answered $status: $msg, refused for good: $refused', async ({ status, body, error, msg, refused }) => {
    const { sent, xhr } = chunkTransport();
    xhr.answer(status, body);
    await expect(sent).rejects.toThrow(new error(msg));
    await expect(sent.catch((e: unknown) => e instanceof UploadRefused)).resolves.toBe(refused);
  });

  it('takes no answer at all for a dropped connection, in fetch’s words', async () => {
    const { sent, xhr } = chunkTransport();
    xhr.onerror?.();
    await expect(sent).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('stops the request when the upload is cancelled', async () => {
    const { sent, controller, xhr } = chunkTransport();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/**
 * The part of XMLHttpRequest the upload's chunk POST uses (xhr-post.ts), carried by the global
 * fetch: tests that stand in for the gateway with a fetch stub see a chunk as any other request.
 * The body is reported gone out whole (upload progress) just before the request is handed on.
 */
export class FetchBackedXhr {
  readonly upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    this.controller.abort();
  }

  send(body: Blob | null) {
    const size = body?.size ?? 0;
    this.upload.onprogress?.({ loaded: size, total: size });
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal }).then(
      async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => (this.controller.signal.aborted ? this.onabort?.() : this.onerror?.()),
    );
  }
}

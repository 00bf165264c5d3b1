/**
 * POSTs a request with XMLHttpRequest and answers as fetch would: the answer as a Response (any
 * status), a TypeError when none arrives, an AbortError when `init.signal` aborts. It is used for
 * what fetch cannot tell: how much of the body has gone out (`onUploadProgress`, bytes), which
 * the upload screen shows while a 10 MB chunk travels (docs/address-cleanse.md).
 */
export function xhrPost(url: string, init: RequestInit, onUploadProgress: (loaded: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
    const signal = init.signal;
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
    const stop = () => xhr.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => signal?.removeEventListener('abort', stop);
    // Listened to before send(): a listener added later is not told of the body's progress.
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded);
    xhr.onload = () => {
      settle();
      // Only the status and the JSON body are read (gateway-transport.ts). A status without a body
      // (204, 304) takes none, as the Response constructor requires.
      resolve(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText }));
    };
    // fetch's words for an answer that never came, which the upload takes for a dropped connection.
    xhr.onerror = xhr.ontimeout = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

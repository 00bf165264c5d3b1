import { createSHA256 } from 'hash-wasm';
import { chunkCount, chunkRange, chunkSize, readChunk } from './chunks';

/** How the browser talks to the file server (through the gateway): begin, chunks by idx, end with the hash. */
export interface UploadTransport {
  /** Starts an upload; the file server's id for it. */
  begin(filePrefix: string, signal: AbortSignal): Promise<string>;
  /** Sends chunk `idx`; resolves once the file server has acknowledged it. Sending the same idx again replaces it. */
  /**
   * Sends chunk `idx` as the file's own slice: the browser streams it from the file, rather than
   * the page handing its 10 MB read through its thread again (docs/address-cleanse.md). `onSent`
   * is told, as the slice goes out, how many of its bytes this send has put on the wire.
   */
  sendChunk(fileId: string, idx: number, slice: Blob, signal: AbortSignal, onSent?: (bytes: number) => void): Promise<void>;
  /** Ends the upload; the file server compares the SHA-256 (hex) with what it received. */
  end(fileId: string, sha256: string, signal: AbortSignal): Promise<void>;
}

/**
 * A failure that sending again will not mend (the file server or gateway said no): the upload stops
 * at once instead of retrying. Anything else thrown by the transport counts as a dropped connection.
 */
export class UploadRefused extends Error {}

/**
 * The file's content would not come back as it was sent (content-check.ts): the upload stops
 * before it ends, and `message` says why in the upload screen's words. Not to be sent again.
 */
export class ContentRefused extends UploadRefused {}

/** The user stopped the upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled.');
  }
}

export interface Hasher {
  update(bytes: Uint8Array): void;
  /** The hex digest of everything given to update. */
  digest(): string;
}

export async function sha256Hasher(): Promise<Hasher> {
  const hasher = await createSHA256();
  hasher.init();
  return { update: (bytes) => void hasher.update(bytes), digest: () => hasher.digest('hex') };
}

export interface UploadOptions {
  transport: UploadTransport;
  /**
   * Called with `sentBytes` as a chunk's bytes go out and as the file server acknowledges it. A
   * send that fails takes the figure back to the bytes acknowledged: the chunk goes again whole.
   */
  onProgress?: (sentBytes: number) => void;
  /** How many times in a row one chunk may fail to arrive before the upload gives up (it can then be resumed). */
  attemptsPerChunk?: number;
  /** How long to wait before sending a chunk again after attempt `n` (1-based) failed. */
  retryDelayMs?: (attempt: number) => number;
  chunkBytes?: number;
  /**
   * Checks each chunk's bytes once, in order, as they are first read (`last`: the file's last
   * chunk): why the file cannot be uploaded, or null; at once, or once a worker answers (a
   * ContentChecker's `check`, content-check-worker.ts, which is given the chunk's part of the
   * file, `slice`, to read again in its worker). One that fails stops the upload for good.
   */
  check?: (bytes: Uint8Array, last: boolean, slice: Blob) => string | null | Promise<string | null>;
  createHasher?: () => Promise<Hasher>;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultDelay = (attempt: number) => Math.min(8000, 500 * 2 ** (attempt - 1));

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Rejects with UploadCancelled once `signal` aborts; never resolves. */
function untilAborted(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let dispose = () => {};
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const onAbort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    dispose = () => signal.removeEventListener('abort', onAbort);
  });
  // Raced only while a check is awaited; an abort after that is not an unhandled rejection.
  promise.catch(() => {});
  return { promise, dispose };
}

/**
 * One file's upload: reads the file a chunk at a time, hashes and checks each chunk once, in order,
 * as it is first read (streaming SHA-256 and `check`, so the whole file is never in memory) and
 * sends it. A chunk whose sending fails is sent again after a pause; when it keeps failing, `run`
 * rejects and a later `run` resumes from the chunk after the last one the file server
 * acknowledged, with the hash and the check kept where they were. The hash, the check and the
 * acknowledged count live here, so nothing is sent, hashed or checked twice. A chunk the check
 * refuses stops the upload with ContentRefused before it ends: the file server is never asked to
 * keep the file.
 */
export class UploadSession {
  /** The file server's id, once begun. */
  fileId: string | null = null;
  /** Chunks the file server has acknowledged: chunk `acknowledged` is the next to send. */
  acknowledged = 0;
  /** The file's SHA-256, once every chunk is hashed. */
  sha256: string | null = null;
  /** Bytes of the chunk now travelling that its current send has put out. */
  private inFlight = 0;
  private hashed = 0;
  private hasher: Hasher | null = null;
  private refused: UploadRefused | null = null;
  private finished = false;
  private readonly chunkBytes: number;

  constructor(
    readonly file: Blob,
    readonly filePrefix: string,
    private readonly options: UploadOptions,
  ) {
    this.chunkBytes = options.chunkBytes ?? chunkSize;
  }

  get chunks(): number {
    return chunkCount(this.file.size, this.chunkBytes);
  }

  get acknowledgedBytes(): number {
    return this.acknowledged >= this.chunks ? this.file.size : this.acknowledged * this.chunkBytes;
  }

  /** Bytes acknowledged, and those of the chunk in hand that have gone out but are not yet. */
  get sentBytes(): number {
    return Math.min(this.file.size, this.acknowledgedBytes + this.inFlight);
  }

  private sending(bytes: number) {
    if (bytes === this.inFlight) return;
    this.inFlight = bytes;
    this.options.onProgress?.(this.sentBytes);
  }

  get done(): boolean {
    return this.finished;
  }

  /** Sends what is left of the file and ends the upload; resolves with the file server's id. */
  async run(signal: AbortSignal): Promise<string> {
    const { transport } = this.options;
    const attempts = this.options.attemptsPerChunk ?? 5;
    const delay = this.options.retryDelayMs ?? defaultDelay;
    const wait = this.options.wait ?? abortableWait;
    if (this.finished && this.fileId) return this.fileId;
    if (this.refused) throw this.refused;

    this.hasher ??= await (this.options.createHasher ?? sha256Hasher)();
    const fileId = (this.fileId ??= await this.withRetries(() => transport.begin(this.filePrefix, signal), signal, attempts, delay, wait));

    while (this.acknowledged < this.chunks) {
      if (signal.aborted) throw new UploadCancelled();
      const idx = this.acknowledged;
      const { start, end } = chunkRange(idx, this.file.size, this.chunkBytes);
      const slice = this.file.slice(start, end);
      // The bytes are read for the hash (and the check), not to send: the slice is sent.
      const bytes = await readChunk(this.file, idx, this.chunkBytes);
      const firstRead = idx === this.hashed;
      if (firstRead) {
        this.hasher.update(bytes);
        this.hashed++;
      }
      // The chunk is checked while it travels (in a worker, off the page's thread), so the check
      // costs no time where the network is the slower; one it refuses is stopped where it is, and
      // nothing after it is sent.
      const sending = new AbortController();
      const stop = () => sending.abort();
      signal.addEventListener('abort', stop, { once: true });
      // Each send counts its own bytes from none; one that fails takes them back, so the figure
      // never holds bytes the file server did not get. A late report from a send given up is dropped.
      let attempt = 0;
      const sendOnce = () => {
        const mine = ++attempt;
        const current = () => mine === attempt && !sending.signal.aborted;
        this.sending(0);
        return transport
          .sendChunk(fileId, idx, slice, sending.signal, (bytes) => current() && this.sending(Math.min(bytes, slice.size)))
          .catch((error: unknown) => {
            if (current()) this.sending(0);
            throw error;
          });
      };
      const sent = this.withRetries(sendOnce, sending.signal, attempts, delay, wait);
      // Awaited after the check: a send that fails meanwhile is not an unhandled rejection.
      sent.catch(() => {});
      const cancelled = untilAborted(signal);
      try {
        const problem = firstRead ? await Promise.race([this.checked(bytes, idx, slice), cancelled.promise]) : null;
        if (problem) throw (this.refused = new ContentRefused(problem));
        await sent;
      } catch (error) {
        // Whatever stopped the upload stops the chunk's send with it, and waits for it to end.
        sending.abort();
        await sent.catch(() => {});
        this.inFlight = 0;
        throw error;
      } finally {
        cancelled.dispose();
        signal.removeEventListener('abort', stop);
      }
      this.acknowledged = idx + 1;
      this.inFlight = 0;
      this.options.onProgress?.(this.sentBytes);
    }

    this.sha256 ??= this.hasher.digest();
    const sha256 = this.sha256;
    await this.withRetries(() => transport.end(fileId, sha256, signal), signal, attempts, delay, wait);
    this.finished = true;
    return fileId;
  }

  /**
   * The check's verdict on a chunk. A check that cannot answer stops the upload for good: the
   * chunk is hashed and counted as checked, so a resumed upload would send the rest unchecked.
   */
  private async checked(bytes: Uint8Array, idx: number, slice: Blob): Promise<string | null> {
    try {
      return (await this.options.check?.(bytes, idx === this.chunks - 1, slice)) ?? null;
    } catch (error) {
      throw (this.refused = new UploadRefused(error instanceof Error ? error.message : String(error)));
    }
  }

  private async withRetries<T>(
    send: () => Promise<T>,
    signal: AbortSignal,
    attempts: number,
    delay: (attempt: number) => number,
    wait: (ms: number, signal: AbortSignal) => Promise<void>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw new UploadCancelled();
      try {
        return await send();
      } catch (error) {
        if (signal.aborted) throw new UploadCancelled();
        if (error instanceof UploadRefused || attempt >= attempts) throw error;
        await wait(delay(attempt), signal);
      }
    }
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http/errors';

/** The upload chunk size (docs/texts-and-constants.md); a chunk may be smaller, never larger. */
export const CHUNK_SIZE = 10_000_000;

interface Part {
  path: string;
  size: number;
}

/** A file on the file server: chunks on disk, in order, never joined in memory. */
export interface StoredFile {
  id: string;
  prefix: string;
  /** Who began the upload (only they, and the bureau, may use it). */
  userId: number;
  /** The account the bureau recorded it for, whose owners may read it too. */
  accountId?: number;
  parts: Part[];
  complete: boolean;
  size: number;
  hash: string | null;
}

/** Makes a file the first time it is asked for (the seeded results); it writes it to `out`. */
export type FileMaker = (out: Writable) => Promise<void>;

const stores = new WeakMap<object, Map<string, FileStore>>();
const directories = new Set<string>();
process.once('exit', () => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

/** The file store of one sandbox and territory: `owner` is the sandbox's store. */
export function fileStoreOf(owner: object, territory: string): FileStore {
  let byTerritory = stores.get(owner);
  if (!byTerritory) {
    byTerritory = new Map();
    stores.set(owner, byTerritory);
  }
  let store = byTerritory.get(territory);
  if (!store) {
    store = new FileStore();
    byTerritory.set(territory, store);
  }
  return store;
}

/**
 * Files kept on disk in a directory of their own, so that memory stays flat whatever their size:
 * each chunk is streamed to its own part file and every read streams the parts in order.
 */
export class FileStore {
  readonly #dir: string;
  readonly #files = new Map<string, StoredFile>();
  readonly #makers = new Map<string, FileMaker>();
  readonly #making = new Map<string, Promise<StoredFile>>();

  constructor() {
    this.#dir = mkdtempSync(join(tmpdir(), 'portal-sandbox-files-'));
    directories.add(this.#dir);
  }

  /** A seeded file, made on disk the first time it is read. */
  seed(id: string, prefix: string, accountId: number, maker: FileMaker): void {
    this.#makers.set(id, maker);
    this.#files.set(id, { id, prefix, userId: 0, accountId, parts: [], complete: false, size: 0, hash: null });
  }

  begin(prefix: string, userId: number): StoredFile {
    const id = `sbx-${randomBytes(12).toString('hex')}`;
    mkdirSync(join(this.#dir, id));
    const file: StoredFile = { id, prefix, userId, parts: [], complete: false, size: 0, hash: null };
    this.#files.set(id, file);
    return file;
  }

  get(id: string): StoredFile | undefined {
    return this.#files.get(id);
  }

  /** An upload still being sent, begun by this user. */
  upload(id: string, userId: number): StoredFile {
    const file = this.#files.get(id);
    if (!file || file.userId !== userId || this.#makers.has(id)) throw new HttpError(404, 'No such upload');
    if (file.complete) throw new HttpError(409, 'The upload is already complete');
    return file;
  }

  /** How many chunks are held contiguously from the first, and their bytes. */
  received(file: StoredFile): { received: number; size: number } {
    let received = 0;
    let size = 0;
    while (file.parts[received]) {
      size += (file.parts[received] as Part).size;
      received += 1;
    }
    return { received, size };
  }

  /** Streams one chunk to disk; a chunk sent again replaces the earlier copy once it has all arrived. */
  async writeChunk(file: StoredFile, idx: number, body: Readable): Promise<number> {
    const { received } = this.received(file);
    if (idx > received) throw new HttpError(409, `Chunk ${idx} is out of order: the next is ${received}`);
    const path = join(this.#dir, file.id, `${idx}`);
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    let size = 0;
    const counter = new PassThrough({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > CHUNK_SIZE) done(new HttpError(413, `A chunk may hold at most ${CHUNK_SIZE} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error instanceof HttpError ? error : new HttpError(400, 'The chunk did not arrive whole');
    }
    if (!this.#files.has(file.id)) {
      await rm(partial, { force: true });
      throw new HttpError(404, 'No such upload');
    }
    await rename(partial, path);
    file.parts[idx] = { path, size };
    return size;
  }

  /**
   * Ends an upload: every chunk there, not empty, text (no NUL byte), and the SHA-256 the browser
   * worked out. Anything else deletes the upload, so nothing half-made is left.
   */
  async end(file: StoredFile, expectedHash: string): Promise<StoredFile> {
    const { received } = this.received(file);
    if (received < file.parts.length) {
      throw new HttpError(409, `Chunk ${received} was never received`);
    }
    const hash = createHash('sha256');
    let size = 0;
    let binary = false;
    for await (const chunk of this.read(file)) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (!binary && buffer.includes(0)) binary = true;
      hash.update(buffer);
    }
    const failure =
      size === 0
        ? 'The file is empty'
        : binary
          ? 'The file is not a text file: upload a CSV, TSV or text file'
          : hash.digest('hex') !== expectedHash.toLowerCase()
            ? "The file's SHA-256 does not match the one sent: the upload was damaged, send it again"
            : undefined;
    if (failure) {
      await this.delete(file.id);
      throw new HttpError(400, failure);
    }
    file.complete = true;
    file.size = size;
    file.hash = expectedHash.toLowerCase();
    return file;
  }

  /** The file's bytes, streamed part by part, with backpressure. */
  read(file: StoredFile): Readable {
    const parts = [...file.parts];
    async function* bytes() {
      for (const part of parts) yield* createReadStream(part.path, { highWaterMark: 1 << 20 });
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  /** A complete file to read, made first where it is a seeded one (once, however many ask at the same time). */
  async complete(id: string): Promise<StoredFile | undefined> {
    const maker = this.#makers.get(id);
    if (maker) {
      let making = this.#making.get(id);
      if (!making) {
        const file = this.#files.get(id) as StoredFile;
        making = (async () => {
          const made = this.create(file.prefix, 0, id);
          await maker(made.stream);
          const done = await made.done;
          done.accountId = file.accountId;
          this.#makers.delete(id);
          return done;
        })();
        this.#making.set(id, making);
      }
      return making;
    }
    const file = this.#files.get(id);
    return file?.complete ? file : undefined;
  }

  /** A new complete file written by the bureau (its results), in one part. */
  create(prefix: string, userId: number, id = `sbx-${randomBytes(12).toString('hex')}`): { id: string; stream: Writable; done: Promise<StoredFile> } {
    mkdirSync(join(this.#dir, id), { recursive: true });
    const path = join(this.#dir, id, '0');
    const stream = createWriteStream(path);
    const done = new Promise<StoredFile>((resolve, reject) => {
      stream.on('error', reject);
      stream.on('finish', () => {
        void stat(path).then((info) => {
          const file: StoredFile = { id, prefix, userId, parts: [{ path, size: info.size }], complete: true, size: info.size, hash: null };
          this.#files.set(id, file);
          resolve(file);
        }, reject);
      });
    });
    return { id, stream, done };
  }

  async delete(id: string): Promise<void> {
    this.#files.delete(id);
    this.#makers.delete(id);
    await rm(join(this.#dir, id), { recursive: true, force: true });
  }
}

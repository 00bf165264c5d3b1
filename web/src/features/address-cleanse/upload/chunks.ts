/** The upload chunk size: 10,000,000 bytes (docs/texts-and-constants.md). */
export const chunkSize = 10_000_000;

/** How many chunks a file of this size is sent in (an empty file has none). */
export function chunkCount(fileSize: number, size = chunkSize): number {
  return Math.ceil(fileSize / size);
}

/** The bytes chunk `idx` covers: [start, end). */
export function chunkRange(idx: number, fileSize: number, size = chunkSize): { start: number; end: number } {
  const start = idx * size;
  return { start, end: Math.min(start + size, fileSize) };
}

/** The file reading errors, word for word (docs/texts-and-constants.md). */
export const fileReadingErrors = {
  nullTarget: 'File reader target is null',
  notArrayBuffer: 'Array buffer is not an instance of ArrayBuffer',
} as const;

/**
 * Reads one chunk of the file into memory. Only this chunk is held: a file of any size is read a
 * chunk at a time, so the page's memory stays the size of one chunk.
 */
export function readChunk(file: Blob, idx: number, size = chunkSize): Promise<Uint8Array> {
  const { start, end } = chunkRange(idx, file.size, size);
  return readBytes(file.slice(start, end));
}

/** Reads a blob with a FileReader, failing with the product's words where the reader gives nothing usable. */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = (event) => {
      const target = event.target as FileReader | null;
      if (!target) return reject(new Error(fileReadingErrors.nullTarget));
      const result = target.result;
      if (!(result instanceof ArrayBuffer)) return reject(new Error(fileReadingErrors.notArrayBuffer));
      resolve(new Uint8Array(result));
    };
    reader.onerror = () => reject(reader.error ?? new Error(fileReadingErrors.nullTarget));
    reader.readAsArrayBuffer(blob);
  });
}

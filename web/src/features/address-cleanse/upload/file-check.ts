import { startsAsUtf16 } from './file-content';

/** Why a chosen file cannot be uploaded, in the words the upload screen shows; null when it can. */
export function fileProblem(size: number, firstBytes: Uint8Array): string | null {
  if (size === 0) return 'This file is empty. Choose a file with a row for each address.';
  if (isBinary(firstBytes)) return 'This is not a text file. Choose a CSV, TSV or text file with a row for each address.';
  return null;
}

/**
 * A text file has no NUL bytes and few control characters; spreadsheets, archives and images have
 * many. Looks at the first 64 KB, which is enough to tell.
 */
export function isBinary(bytes: Uint8Array): boolean {
  // UTF-16 text is half NUL bytes, but text: it is refused for its encoding, in its own words (file-content.ts).
  if (startsAsUtf16(bytes)) return false;
  const look = bytes.subarray(0, 65_536);
  let control = 0;
  for (const byte of look) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control++;
  }
  return look.length > 0 && control / look.length > 0.05;
}

/** Text of the first chunk; a character cut in two at the chunk's end is dropped rather than garbled. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes, { stream: true }).replace(/^\uFEFF/, '');
}

import { NOT_UTF8, RecordsCheck, UTF16, encodingProblem, startsAsUtf16 } from './file-content';
import { detectFormat, type FileFormat } from './file-format';
import { invalidUtf8At, unfinishedUtf8 } from '@portal/gateway/utf8-rule';

const count = new Intl.NumberFormat('en-GB');

/**
 * The encoding refusal, saying where in the file the first character that is not UTF-8 is: how far
 * into the file (in bytes, as any editor or tool can find it) and, where the records check can
 * tell, in which record. The refusal's own words are NOT_UTF8's, as the first chunk's check says it.
 */
export function notUtf8At(byte: number, record: string | null): string {
  const where = `${count.format(byte)} bytes into the file`;
  const place = record ? `in ${record.charAt(0).toLowerCase()}${record.slice(1)}, ${where}` : where;
  return `${NOT_UTF8} The first character that is not UTF-8 is ${place}.`;
}

/**
 * The whole file checked as the uploader reads it, a chunk at a time, for what the cleanse would
 * lose or change (file-content.ts): the first chunk is checked before anything is sent, but a
 * Latin-1 "é" or a stray quote at 25 MB came back with letters replaced or records gone. Pure:
 * given each chunk's bytes once, in order, it holds only a fatal UTF-8 decoder's few bytes of a
 * character cut between chunks and what RecordsCheck carries, never the file.
 *
 * `next` answers the first problem in the words the first chunk's check would have used, or null
 * while there is none; once one is found it is the answer to every later call.
 */
export class ContentCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly records: RecordsCheck;
  private chunks = 0;
  /** Bytes given so far, before the chunk being checked. */
  private offset = 0;
  /** The bytes of a character the last chunk cut short, which the decoder holds for this one. */
  private unfinished: Uint8Array = new Uint8Array(0);
  private problem: string | null = null;

  /**
   * `leftOut`: bytes of the customer's file before the data that are not sent (an Excel `sep=` line,
   * separator-line.ts), so that a refusal names a byte where the customer's own file has it.
   */
  constructor(
    format: FileFormat,
    private readonly leftOut = 0,
  ) {
    this.records = new RecordsCheck(format);
  }

  /** The next chunk's bytes; `last`: the file ends with them. */
  next(bytes: Uint8Array, last: boolean): string | null {
    if (this.problem !== null) return this.problem;
    if (this.chunks++ === 0 && startsAsUtf16(bytes)) return (this.problem = UTF16);
    let text: string;
    try {
      // One decoder over the whole file: a character cut between two chunks is held until the next
      // brings the rest of it; one cut at the file's end is refused, as the bureau would replace it.
      text = this.decoder.decode(bytes, { stream: !last });
    } catch {
      return (this.problem = this.notUtf8(bytes, last));
    }
    this.unfinished = unfinishedUtf8(bytes.length >= 3 ? bytes.subarray(bytes.length - 3) : concat(this.unfinished, bytes));
    this.offset += bytes.length;
    return (this.problem = this.records.push(text, last));
  }

  /**
   * The encoding refusal for a chunk the decoder refused, placed: the records check is given the
   * text before the first character that is not UTF-8, so that it can name the record that
   * character is in (it is given nothing more: the check ends here).
   */
  private notUtf8(bytes: Uint8Array, last: boolean): string {
    const held = this.unfinished;
    const input = held.length ? concat(held, bytes) : bytes;
    const at = invalidUtf8At(input, last);
    // The decoder is the judge; should the two ever disagree, the refusal stands unplaced.
    if (at < 0) return NOT_UTF8;
    const before = new TextDecoder('utf-8').decode(input.subarray(0, at));
    // Settled, as the check ends here: within the file's first 64 KB the line breaks are read from
    // the text before the character, so that a small file's refusal names its record too.
    const record = (this.records.push(before, false) ?? this.records.settle()) === null ? this.records.reading() : null;
    return notUtf8At(this.leftOut + this.offset - held.length + at, record);
  }
}

/**
 * The first chunk's encoding refusal before anything is sent, placed as a later chunk's is: "Save
 * it as CSV UTF-8" alone left a customer whose file was UTF-8 but for one pasted record searching
 * megabytes for it. The records are read with the format the preview would detect from the text
 * before that character (`known`: the delimiter a `sep=` line names, `leftOut` that line's bytes, not
 * sent). Null when the bytes are UTF-8.
 */
export function firstChunkEncodingProblem(bytes: Uint8Array, wholeFile: boolean, known?: string, leftOut = 0): string | null {
  const problem = encodingProblem(bytes);
  if (problem !== NOT_UTF8) return problem;
  const at = invalidUtf8At(bytes, wholeFile);
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, Math.max(0, at)));
  return new ContentCheck(detectFormat(before, known), leftOut).next(bytes, wholeFile) ?? NOT_UTF8;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

import { NOT_UTF8, RecordsCheck, UTF16, startsAsUtf16 } from './file-content';
import type { FileFormat } from './file-format';

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
  private problem: string | null = null;

  constructor(format: FileFormat) {
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
      return (this.problem = NOT_UTF8);
    }
    return (this.problem = this.records.push(text, last));
  }
}

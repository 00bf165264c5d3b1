// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CHECK_FAILED,
  CheckFailed,
  contentCheckHandler,
  workerContentChecker,
  type CheckReply,
  type CheckRequest,
  type CheckWorker,
} from './content-check-worker';

const comma = { delimiter: ',', useQuotes: true, hasHeader: true };
const utf8 = (text: string) => new TextEncoder().encode(text);
const blob = (...parts: (string | Uint8Array<ArrayBuffer>)[]) => new Blob(parts.map((part) => (typeof part === 'string' ? utf8(part) : part)));
const header = 'Reference,Name,Address 1,Town,Postcode\r\n';
const records = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `R${from + i},Name ${from + i},${from + i} High Street,London,SW1A 1AA\r\n`).join('');
const NOT_UTF8 = 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.';
const tooWide =
  'Record 2003 (“R2003”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.';

describe("the content check worker's messages", () => {
  it('reads and checks the chunks of the file it was started with, in order, keeping its place between them', async () => {
    const handle = contentCheckHandler();
    expect(await handle({ kind: 'start', format: comma, leftOut: 0 })).toBeNull();
    expect(await handle({ kind: 'chunk', id: 0, chunk: blob(header + records(1, 2000)), last: false })).toEqual({ id: 0, problem: null });
    // Record 2001 is numbered on from the first chunk's 2,000.
    expect(await handle({ kind: 'chunk', id: 1, chunk: blob('R2001,Caf', Uint8Array.of(0xe9), ',1 High Street,London,SW1A 1AA\r\n'), last: true })).toEqual({
      id: 1,
      problem: `${NOT_UTF8} The first character that is not UTF-8 is in record 2001 (“R2001”), 96,728 bytes into the file.`,
    });
  });

  it('places a byte in the customer’s file, counting the bytes before the data that are not sent (a sep= line)', async () => {
    const handle = contentCheckHandler();
    await handle({ kind: 'start', format: comma, leftOut: 7 });
    await handle({ kind: 'chunk', id: 0, chunk: blob(header + records(1, 2000)), last: false });
    expect(await handle({ kind: 'chunk', id: 1, chunk: blob('R2001,Caf', Uint8Array.of(0xe9), ',1 High Street,London,SW1A 1AA\r\n'), last: true })).toEqual({
      id: 1,
      problem: `${NOT_UTF8} The first character that is not UTF-8 is in record 2001 (“R2001”), 96,735 bytes into the file.`,
    });
  });

  it('checks chunks in the order they were sent, even when a later one is read first', async () => {
    const handle = contentCheckHandler();
    void handle({ kind: 'start', format: comma, leftOut: 0 });
    // The first chunk's read ends on a later turn; the second's at once.
    const slow = {
      arrayBuffer: () => new Promise<ArrayBuffer>((resolve) => setTimeout(() => resolve(utf8(header + records(1, 2000)).buffer), 10)),
    } as Blob;
    const first = handle({ kind: 'chunk', id: 0, chunk: slow, last: false });
    const second = handle({ kind: 'chunk', id: 1, chunk: blob(records(2001, 2002), 'R2003,Ann,Flat 2, 1 High Street,London,SW1A 1AA\r\n'), last: true });
    expect(await Promise.all([first, second])).toEqual([
      { id: 0, problem: null },
      { id: 1, problem: tooWide },
    ]);
  });

  it('starts afresh for another file', async () => {
    const handle = contentCheckHandler();
    await handle({ kind: 'start', format: comma, leftOut: 0 });
    await handle({ kind: 'chunk', id: 0, chunk: blob('A', Uint8Array.of(0xe9)), last: true });
    await handle({ kind: 'start', format: comma, leftOut: 0 });
    expect(await handle({ kind: 'chunk', id: 0, chunk: blob(header + records(1, 3)), last: true })).toEqual({ id: 0, problem: null });
  });

  it('refuses a chunk sent before the file began', async () => {
    await expect(contentCheckHandler()({ kind: 'chunk', id: 0, chunk: blob(header), last: true })).rejects.toThrow();
  });
});

/** A worker that runs the handler on a later turn, as a real one answers, and can fail as one that did not load. */
function standInWorker() {
  const listeners: Record<string, ((event: { data: CheckReply }) => void)[]> = {};
  const handle = contentCheckHandler();
  const posted: CheckRequest[] = [];
  const worker: CheckWorker & { fail(): void; posted: CheckRequest[]; terminated: boolean } = {
    posted,
    terminated: false,
    postMessage(message) {
      posted.push(message);
      void handle(message).then((reply) => {
        if (reply) for (const listener of listeners.message ?? []) listener({ data: reply });
      });
    },
    addEventListener(type: string, listener: (event: { data: CheckReply }) => void) {
      (listeners[type] ??= []).push(listener);
    },
    terminate() {
      this.terminated = true;
    },
    fail() {
      for (const listener of listeners.error ?? []) listener({ data: { id: -1, problem: null } });
    },
  };
  return worker;
}

describe('the page’s side of the worker', () => {
  it('sends the format, then each chunk as its part of the file (not its bytes), and answers each with its verdict', async () => {
    const worker = standInWorker();
    const checker = workerContentChecker(comma, worker, 7);
    const first = blob(header + records(1, 2000));
    const second = blob(records(2001, 2002), 'R2003,Ann,Flat 2, 1 High Street,London,SW1A 1AA\r\n');
    const verdicts = await Promise.all([checker.check(new Uint8Array(0), false, first), checker.check(new Uint8Array(0), true, second)]);
    expect(verdicts).toEqual([null, tooWide]);
    expect(worker.posted.map((message) => message.kind)).toEqual(['start', 'chunk', 'chunk']);
    expect(worker.posted[0]).toEqual({ kind: 'start', format: comma, leftOut: 7 });
    // The slice goes, not a copy of the bytes the page still sends.
    expect(worker.posted[1]).toEqual({ kind: 'chunk', id: 0, chunk: first, last: false });
  });

  it('fails every check waiting, and every one after, with CheckFailed when the worker fails', async () => {
    const worker = standInWorker();
    const checker = workerContentChecker(comma, worker);
    const waiting = checker.check(new Uint8Array(0), false, blob(header));
    worker.fail();
    await expect(waiting).rejects.toThrow(new CheckFailed(CHECK_FAILED));
    await expect(checker.check(new Uint8Array(0), true, blob(records(1, 2)))).rejects.toBeInstanceOf(CheckFailed);
  });

  it('ends the worker when closed', () => {
    const worker = standInWorker();
    workerContentChecker(comma, worker).close();
    expect(worker.terminated).toBe(true);
  });
});

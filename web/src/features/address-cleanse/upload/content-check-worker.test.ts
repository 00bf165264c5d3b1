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
const header = 'Reference,Name,Address 1,Town,Postcode\r\n';
const records = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `R${from + i},Name ${from + i},${from + i} High Street,London,SW1A 1AA\r\n`).join('');
const NOT_UTF8 = 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.';

describe("the content check worker's messages", () => {
  it('checks the chunks of the file it was started with, in order, keeping its place between them', () => {
    const handle = contentCheckHandler();
    expect(handle({ kind: 'start', format: comma })).toBeNull();
    expect(handle({ kind: 'chunk', id: 0, bytes: utf8(header + records(1, 2000)), last: false })).toEqual({ id: 0, problem: null });
    // Record 2001 is numbered on from the first chunk's 2,000.
    expect(
      handle({ kind: 'chunk', id: 1, bytes: Uint8Array.of(...utf8('R2001,Caf'), 0xe9, ...utf8(',1 High Street,London,SW1A 1AA\r\n')), last: true }),
    ).toEqual({
      id: 1,
      problem: `${NOT_UTF8} The first character that is not UTF-8 is in record 2001 (“R2001”), 96,728 bytes into the file.`,
    });
  });

  it('starts afresh for another file', () => {
    const handle = contentCheckHandler();
    handle({ kind: 'start', format: comma });
    handle({ kind: 'chunk', id: 0, bytes: Uint8Array.of(0x41, 0xe9), last: true });
    handle({ kind: 'start', format: comma });
    expect(handle({ kind: 'chunk', id: 0, bytes: utf8(header + records(1, 3)), last: true })).toEqual({ id: 0, problem: null });
  });

  it('refuses a chunk sent before the file began', () => {
    expect(() => contentCheckHandler()({ kind: 'chunk', id: 0, bytes: utf8(header), last: true })).toThrow();
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
      setTimeout(() => {
        const reply = handle(message);
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
  it('sends the format, then each chunk with its bytes, and answers each with its verdict', async () => {
    const worker = standInWorker();
    const checker = workerContentChecker(comma, worker);
    const first = utf8(header + records(1, 2000));
    const verdicts = await Promise.all([
      checker.check(first, false),
      checker.check(utf8(records(2001, 2002) + 'R2003,Ann,Flat 2, 1 High Street,London,SW1A 1AA\r\n'), true),
    ]);
    expect(verdicts[0]).toBeNull();
    expect(verdicts[1]).toBe(
      'Record 2003 (“R2003”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.',
    );
    expect(worker.posted.map((message) => message.kind)).toEqual(['start', 'chunk', 'chunk']);
    // The bytes go as they are (postMessage copies them): the page still sends them afterwards.
    expect(worker.posted[1]).toMatchObject({ bytes: first, last: false });
  });

  it('fails every check waiting, and every one after, with CheckFailed when the worker fails', async () => {
    const worker = standInWorker();
    const checker = workerContentChecker(comma, worker);
    const waiting = checker.check(utf8(header), false);
    worker.fail();
    await expect(waiting).rejects.toThrow(new CheckFailed(CHECK_FAILED));
    await expect(checker.check(utf8(records(1, 2)), true)).rejects.toBeInstanceOf(CheckFailed);
  });

  it('ends the worker when closed', () => {
    const worker = standInWorker();
    workerContentChecker(comma, worker).close();
    expect(worker.terminated).toBe(true);
  });
});

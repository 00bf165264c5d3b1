import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadOverlay } from './upload-overlay';
import type { UploadTransport } from './upload-session';
import { progressEveryMs, useFileUpload } from './use-file-upload';

/**
 * A 2,050,000-byte file (50,000 records of 41 bytes) sent in 1,000,000-byte chunks with a
 * 50,000-byte sample: the reviewer's 20.5 MB file in 10 MB chunks, a tenth the size.
 */
const chunkBytes = 1_000_000;
const records = Array.from(
  { length: 50_000 },
  (_, i) => `R${String(i).padStart(5, '0')},Person ${String(i).padStart(5, '0')},${String(i).padStart(5, '0')} High St,LS14AP\n`,
);
const file = new File([records.join('')], 'people.csv', { type: 'text/csv' });
const sample = new Blob([records.slice(0, 50_000 / 41).join('') + 'R'.repeat(50_000 % 41)]);

interface Send {
  fileId: string;
  idx: number;
  /** Reports `bytes` of the chunk gone out, as the browser's upload progress does. */
  onSent: (bytes: number) => void;
  acknowledge: () => void;
  drop: () => void;
}

/**
 * The gateway, as the test plays it: every chunk's send waits for the test to report and end it.
 * `nextSend` resolves with the next send as it starts (waited for on real time: the file is read
 * and hashed meanwhile, while the overlay's clock stands still).
 */
function heldTransport() {
  let arrived: (send: Send) => void = () => {};
  let uploads = 0;
  const transport: UploadTransport & { cancel(fileId: string): Promise<void> } = {
    begin: () => Promise.resolve(`upload-${++uploads}`),
    sendChunk: (fileId, idx, _slice, _signal, onSent) =>
      new Promise((resolve, reject) =>
        arrived({ fileId, idx, onSent: (bytes) => onSent?.(bytes), acknowledge: resolve, drop: () => reject(new TypeError('Failed to fetch')) }),
      ),
    end: () => Promise.resolve(),
    cancel: () => Promise.resolve(),
  };
  const nextSend = async () => {
    const send = await new Promise<Send>((resolve) => (arrived = resolve));
    // The overlay takes the send in at its next tick, not before.
    await act(() => vi.advanceTimersByTimeAsync(0));
    return send;
  };
  return { transport, nextSend };
}

function Screen({ transport }: { transport: UploadTransport & { cancel(fileId: string): Promise<void> } }) {
  // Counted here, where the hook's state lands, and not around the whole tree: the overlay's
  // Dialog finishes its fade-in on real time (its timers are not faked), a commit of its own that
  // came within the count on a slow machine and not on a quick one.
  renders++;
  const upload = useFileUpload('103', { transport, chunkBytes, retryDelayMs: () => 0 });
  return (
    <>
      <button onClick={() => void upload.start(file, { delimiter: ',', useQuotes: false, hasHeader: false }, sample)}>Upload</button>
      <UploadOverlay progress={upload.phase.kind === 'uploading' ? upload.phase.progress : null} onCancel={upload.cancel} />
    </>
  );
}

let renders = 0;
/** Renders the screen and starts the upload. */
function upload(transport: UploadTransport & { cancel(fileId: string): Promise<void> }) {
  render(<Screen transport={transport} />);
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
}

/** The overlay's two lines: bytes and percent, then the time left. */
const shown = () => [...screen.getByTestId('upload-progress').querySelectorAll('p')].map((line) => line.textContent);

/** The time goes by in the overlay's steps, the chunk going out at 200 bytes a ms (2 MB/s for the full-size file). */
async function sendFor(send: Send, from: number, ms: number) {
  for (let t = progressEveryMs; t <= ms; t += progressEveryMs) {
    send.onSent(from + 200 * t);
    await act(() => vi.advanceTimersByTimeAsync(progressEveryMs));
  }
}

// Only the overlay's clock and ticks are faked: the file is read and hashed on real time.
beforeEach(() => {
  renders = 0;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => vi.useRealTimers());

describe('the upload overlay while a chunk travels', () => {
  it('moves the bytes and the bar as the chunk goes out, and counts the time left down from the recent rate', async () => {
    const { transport, nextSend } = heldTransport();
    const sending = nextSend();
    upload(transport);
    const first = await sending;
    expect(shown()).toEqual(['0 bytes of 2.1 MB (0%)', 'Working out the time left...']);

    await sendFor(first, 0, 500);
    expect(shown()).toEqual(['100.0 KB of 2.1 MB (4%)', 'Working out the time left...']);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('4');
    await sendFor(first, 100_000, 500);
    expect(shown()).toEqual(['200.0 KB of 2.1 MB (9%)', 'About 10 s left']);
    await sendFor(first, 200_000, 1000);
    expect(shown()).toEqual(['400.0 KB of 2.1 MB (19%)', 'About 9 s left']);
    await sendFor(first, 400_000, 1000);
    expect(shown()).toEqual(['600.0 KB of 2.1 MB (28%)', 'About 8 s left']);
  });

  it('tells a screen reader the figures as the upload passes each tenth, not at every change', async () => {
    const { transport, nextSend } = heldTransport();
    const started = nextSend();
    upload(transport);
    const first = await started;
    const told = () => screen.getByRole('status').textContent;
    expect(told()).toBe('0 bytes of 2.1 MB (0%). Working out the time left...');
    await sendFor(first, 0, 1000);
    expect(shown()[0]).toBe('200.0 KB of 2.1 MB (9%)');
    expect(told()).toBe('0 bytes of 2.1 MB (0%). Working out the time left...');
    await sendFor(first, 200_000, 250);
    expect(told()).toBe('250.0 KB of 2.1 MB (11%). About 10 s left');
  });

  it('goes back to what the file server acknowledged when a chunk is dropped and sent again, and on from there', async () => {
    const { transport, nextSend } = heldTransport();
    const started = nextSend();
    upload(transport);
    const first = await started;
    await sendFor(first, 0, 5000);
    let sending = nextSend();
    first.acknowledge();
    const second = await sending;
    await sendFor(second, 0, 1000);
    expect(shown()[0]).toBe('1.2 MB of 2.1 MB (57%)');

    sending = nextSend();
    second.drop();
    const again = await sending;
    expect([second.idx, again.idx]).toEqual([1, 1]);
    await act(() => vi.advanceTimersByTimeAsync(progressEveryMs));
    expect(shown()[0]).toBe('1.0 MB of 2.1 MB (47%)');
    await sendFor(again, 0, 500);
    expect(shown()).toEqual(['1.1 MB of 2.1 MB (52%)', 'About 5 s left']);
  });

  it('renders at most four times a second however often the browser reports', async () => {
    const { transport, nextSend } = heldTransport();
    const sending = nextSend();
    upload(transport);
    const first = await sending;
    const before = renders;
    for (let ms = 10; ms <= 2000; ms += 10) {
      first.onSent(200 * ms);
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
    expect(renders - before).toBeLessThanOrEqual(8);
    // The last report is shown by the next tick at the latest.
    await act(() => vi.advanceTimersByTimeAsync(progressEveryMs));
    expect(shown()[0]).toBe('400.0 KB of 2.1 MB (19%)');
  });
});

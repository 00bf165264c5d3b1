// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBytes, formatTimeLeft, uploadProgress } from './progress';

describe('upload progress', () => {
  it.each([
    { sent: 0, total: 100, rate: null, percent: 0, left: null },
    { sent: 0, total: 100, rate: 0, percent: 0, left: null },
    { sent: 10, total: 100, rate: null, percent: 10, left: null },
    { sent: 25, total: 100, rate: 0.025, percent: 25, left: 3 },
    { sent: 50_000_000, total: 300_000_000, rate: 5000, percent: 16, left: 50 },
    { sent: 50_000_000, total: 300_000_000, rate: 3000, percent: 16, left: 84 },
    { sent: 100, total: 100, rate: null, percent: 100, left: 0 },
    { sent: 0, total: 0, rate: null, percent: 100, left: 0 },
  ])('$sent of $total at $rate bytes a ms: $percent%, $left s left', ({ sent, total, rate, percent, left }) => {
    expect(uploadProgress(sent, total, rate)).toEqual({ sentBytes: sent, totalBytes: total, percent, secondsLeft: left });
  });

  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1.0 KB'],
    [10_000_000, '10.0 MB'],
    [300_000_000, '300.0 MB'],
    [1_234_567_890, '1.2 GB'],
  ])('%i bytes reads %s', (n, text) => expect(formatBytes(n)).toBe(text));

  it.each([
    [null, 'Working out the time left...'],
    [0, 'Finishing...'],
    [42, 'About 42 s left'],
    [125, 'About 2 min 5 s left'],
    [3660, 'About 1 h 1 min left'],
  ])('%s seconds reads %s', (s, text) => expect(formatTimeLeft(s)).toBe(text));
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingStore } from './loading-store';

afterEach(() => {
  loadingStore.stop('page');
  loadingStore.stop('upload');
  vi.useRealTimers();
});

describe('loading overlay state', () => {
  it('shows while any named area loads, and says when a file is uploading', () => {
    loadingStore.start('page');
    expect(loadingStore.snapshot()).toEqual({ active: true, kind: 'loading' });
    loadingStore.start('upload', { kind: 'uploading' });
    expect(loadingStore.snapshot().kind).toBe('uploading');
    loadingStore.stop('upload');
    expect(loadingStore.snapshot()).toEqual({ active: true, kind: 'loading' });
    loadingStore.stop('page');
    expect(loadingStore.snapshot().active).toBe(false);
  });

  it('waits for the delay, so a quick request never flashes the overlay', () => {
    vi.useFakeTimers();
    loadingStore.start('page', { delayMs: 300 });
    vi.advanceTimersByTime(299);
    expect(loadingStore.snapshot().active).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loadingStore.snapshot().active).toBe(true);
    loadingStore.start('upload', { delayMs: 300 });
    loadingStore.stop('upload');
    vi.advanceTimersByTime(1000);
    expect(loadingStore.isLoading('upload')).toBe(false);
  });
});

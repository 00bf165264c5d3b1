// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

// Each of web-vitals' reporters, standing in for the browser's timing: a test calls the callback
// the portal registered, as the library does once a figure is known.
const reporters = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => void reporters.set(name, report);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const { logWebVitals } = await import('./web-vitals');

const metric = (name: Metric['name'], value: number, rating: Metric['rating']): Metric => ({
  name,
  value,
  rating,
  delta: value,
  id: `v5-${name}`,
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
});

afterEach(() => {
  reporters.clear();
  vi.restoreAllMocks();
});

describe('logWebVitals', () => {
  it('logs each vital to the console when the configuration enables it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await logWebVitals({ logWebVitals: true });
    expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    reporters.get('LCP')?.(metric('LCP', 1234.5, 'good'));
    reporters.get('CLS')?.(metric('CLS', 0.123, 'needs-improvement'));
    expect(log.mock.calls.map((call) => call[0])).toEqual(['Web vital LCP: 1235 ms (good)', 'Web vital CLS: 0.123 (needs-improvement)']);
    // The whole metric goes along, for its entries and attribution.
    expect(log.mock.calls[0]?.[1]).toMatchObject({ name: 'LCP', id: 'v5-LCP' });
  });

  it('leaves web-vitals alone otherwise', async () => {
    await logWebVitals({ logWebVitals: false });
    expect(reporters.size).toBe(0);
  });
});

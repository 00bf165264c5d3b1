import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HistogramSeries, TalliedCounter } from '../src/operations/metric-series';

const counted: [string, string][] = [
  ['/graphql', '200'],
  ['/graphql', '200'],
  ['/portal/*', '304'],
  ['/graphql', '400'],
  ['/graphql', '200'],
];
const observed: [number, string, string][] = [
  [0.004, 'autocomplete', 'GET'],
  [0.2, 'userServer', 'GET'],
  [0.0005, 'autocomplete', 'GET'],
  [3, 'userServer', 'POST'],
];

/** The exposition text of what `record` counts, through prom-client's own metrics or through these. */
async function exposition(record: (registry: Registry) => void): Promise<string> {
  const registry = new Registry();
  record(registry);
  return registry.metrics();
}

describe('metric series', () => {
  it('a tallied counter shows in /metrics exactly what prom-client counting each increment shows, read after read', async () => {
    const configuration = { name: 'calls_total', help: 'Calls.', labelNames: ['route', 'status'] as const };
    const direct = new Registry();
    const directCounter = new Counter({ ...configuration, registers: [direct] });
    const tallied = new Registry();
    const talliedCounter = new TalliedCounter({ ...configuration, registers: [tallied] });

    for (const [index, [route, status]] of counted.entries()) {
      directCounter.labels(route, status).inc();
      talliedCounter.inc(route, status);
      // Read between increments too: what was handed over is not handed over again.
      if (index % 2 === 0) expect(await tallied.metrics()).toBe(await direct.metrics());
    }
    expect(await tallied.metrics()).toBe(await direct.metrics());
    expect(await tallied.metrics()).toContain('calls_total{route="/graphql",status="200"} 3');
  });

  it('histogram series observe as prom-client does', async () => {
    const configuration = { name: 'call_seconds', help: 'Call time.', labelNames: ['service', 'method'] as const, buckets: [0.001, 0.01, 1] };
    const direct = await exposition((registry) => {
      const histogram = new Histogram({ ...configuration, registers: [registry] });
      for (const [seconds, service, method] of observed) histogram.labels(service, method).observe(seconds);
    });
    const series = await exposition((registry) => {
      const histogram = new HistogramSeries({ ...configuration, registers: [registry] });
      for (const [seconds, service, method] of observed) histogram.observe(seconds, service, method);
    });
    expect(series).toBe(direct);
    expect(series).toContain('call_seconds_count{service="autocomplete",method="GET"} 2');
  });
});

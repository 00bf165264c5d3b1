import { Counter, Histogram, type CounterConfiguration, type HistogramConfiguration, type LabelValues } from 'prom-client';

// prom-client works out a series from its label values on every increment and observation (an
// object of them, checked against the label names, then joined into a key). The gateway counts
// several series per request, so these keep each series by its values joined with NUL, which no
// label value holds, and hand prom-client only what it needs.

/** The key of one series: its label values in the order of the label names. */
function seriesKey(values: readonly string[]): string {
  return values.length === 1 ? (values[0] ?? '') : values.join('\u0000');
}

/**
 * A counter whose increment is a Map look-up and an addition: each series' count is kept here and
 * added to the prom-client counter when the metrics are read (prom-client calls `collect` first),
 * so /metrics shows exactly what was counted.
 */
export class TalliedCounter<Label extends string> {
  readonly #series = new Map<string, { labels: LabelValues<Label>; count: number }>();
  readonly #labelNames: readonly Label[];

  constructor(configuration: CounterConfiguration<Label> & { labelNames: readonly Label[] }) {
    this.#labelNames = configuration.labelNames;
    const counter: Counter<Label> = new Counter({
      ...configuration,
      collect: () => {
        for (const series of this.#series.values()) {
          if (series.count === 0) continue;
          counter.inc(series.labels, series.count);
          series.count = 0;
        }
      },
    });
  }

  inc(...values: string[]): void {
    const key = seriesKey(values);
    let series = this.#series.get(key);
    if (!series) {
      const labels: Partial<Record<Label, string>> = {};
      this.#labelNames.forEach((name, index) => (labels[name] = values[index]));
      series = { labels: labels as LabelValues<Label>, count: 0 };
      this.#series.set(key, series);
    }
    series.count += 1;
  }
}

/** A histogram whose labelled series are looked up once per label values, not once per observation. */
export class HistogramSeries<Label extends string> {
  readonly #histogram: Histogram<Label>;
  readonly #series = new Map<string, Histogram.Internal<Label>>();

  constructor(configuration: HistogramConfiguration<Label>) {
    this.#histogram = new Histogram(configuration);
  }

  observe(seconds: number, ...values: string[]): void {
    const key = seriesKey(values);
    let series = this.#series.get(key);
    if (!series) {
      series = this.#histogram.labels(...values);
      this.#series.set(key, series);
    }
    series.observe(seconds);
  }
}

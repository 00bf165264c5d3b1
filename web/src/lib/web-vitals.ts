import type { Metric } from 'web-vitals';
import { portalConfig, type PortalConfig } from './config';

/** Layout shift has no unit; the others are times in milliseconds. */
function describe(metric: Metric): string {
  const value = metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  return `Web vital ${metric.name}: ${value} (${metric.rating})`;
}

/**
 * The page's web vitals are logged to the console when the configuration enables
 * it. The library is loaded only then, so a portal that does not log them does not download it.
 */
export async function logWebVitals(config: Pick<PortalConfig, 'logWebVitals'> = portalConfig()): Promise<void> {
  if (!config.logWebVitals) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => console.log(describe(metric), metric);
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
}

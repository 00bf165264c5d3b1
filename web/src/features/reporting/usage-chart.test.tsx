import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMeasuringResizeObserver } from './test-support';
import UsageChart from './usage-chart';

beforeEach(() => {
  stubMeasuringResizeObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const days = ['1 Nov', '2 Nov', '3 Nov', '4 Nov', '5 Nov'];

/** The labels of the y axis's ticks, once the chart is drawn. */
async function yTicks(values: (number | null)[]): Promise<string[]> {
  const { container } = render(<UsageChart labels={days} lines={[{ id: 'a', name: 'Address', values }]} yLabel="Clicks" />);
  const labels = () => [...container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((tick) => tick.textContent ?? '');
  await waitFor(() => expect(labels().length).toBeGreaterThan(0));
  return labels();
}

describe("the usage chart's clicks axis", () => {
  it.each([
    // Half clicks (0, 0.5, 1 … 3) read as though a click could be split.
    ['few clicks', [0, 1, 3, 2, 0], ['0', '1', '2', '3']],
    ['one click', [0, 0, 1, 0, 0], ['0', '1']],
    ['none at all', [0, 0, 0, 0, 0], ['0']],
  ])('%s: whole clicks only', async (_name, values, ticks) => {
    expect(await yTicks(values)).toEqual(ticks);
  });

  it('keeps its ticks for many clicks', async () => {
    expect(await yTicks([0, 1200, 3400, 2100, 500])).toEqual(['0', '500', '1,000', '1,500', '2,000', '2,500', '3,000', '3,500']);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenSparkline } from './token-sparkline';

const points = (container: HTMLElement) => container.querySelector('polyline')?.getAttribute('points') ?? '';

describe("a token's sparkline", () => {
  it('says the 30 days it covers and draws a flat line at zero for a token with no use listed yet', () => {
    // A token created moments before the page loaded: the gateway lists no day of use for it.
    const { container } = render(<TokenSparkline usage={[]} />);
    expect(screen.getByText('0 clicks in the last 30 days')).toBeTruthy();
    const ys = new Set(
      points(container)
        .split(' ')
        .map((point) => point.split(',')[1]),
    );
    expect(points(container).split(' ')).toHaveLength(30);
    // One height for every day: the bottom of the box.
    expect([...ys]).toEqual(['27']);
  });

  it('totals the days listed', () => {
    const usage = Array.from({ length: 30 }, (_, index) => ({ day: new Date(Date.UTC(2026, 9, 31 + index)).toISOString(), clicks: index === 29 ? 2 : 0 }));
    render(<TokenSparkline usage={usage} />);
    expect(screen.getByText('2 clicks in the last 30 days')).toBeTruthy();
  });
});

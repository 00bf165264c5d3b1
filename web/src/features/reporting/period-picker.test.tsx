import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CustomRange from './custom-range';
import { PeriodPicker } from './period-picker';
import type { ReportPeriod } from './period';

// The reviewer's range: 29/02/2024 to 28/02/2026 is 731 days, which a report by day covers, but by
// month it is February 2024 to February 2026, 25 whole months, which the gateway refuses.
const refused = 'A monthly report covers whole months, and February 2024 to February 2026 is 25 months (759 days): choose at most 24 months';

describe('By month for a custom range', () => {
  it('is not offered for a range of more than 24 whole months, and says why', () => {
    const onGroup = vi.fn();
    const period: ReportPeriod = { preset: 'custom', from: '2024-02-29', to: '2026-02-28', grouping: 'daily' };
    render(<PeriodPicker period={period} today="2026-11-30" onChoose={() => {}} onGroup={onGroup} />);
    const byMonth = screen.getByRole('button', { name: 'By month' });
    expect(byMonth).toHaveProperty('disabled', true);
    expect(document.getElementById(byMonth.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refused);
    expect(screen.getByRole('button', { name: 'By day' })).toHaveProperty('disabled', false);
  });

  it('is offered for 24 whole months, and for the presets', async () => {
    const onGroup = vi.fn();
    const { rerender } = render(
      <PeriodPicker
        period={{ preset: 'custom', from: '2024-03-01', to: '2026-02-28', grouping: 'daily' }}
        today="2026-11-30"
        onChoose={() => {}}
        onGroup={onGroup}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    expect(onGroup).toHaveBeenCalledWith('monthly');
    rerender(
      <PeriodPicker
        period={{ preset: 'last90', from: '2026-09-02', to: '2026-11-30', grouping: 'daily' }}
        today="2026-11-30"
        onChoose={() => {}}
        onGroup={onGroup}
      />,
    );
    expect(screen.getByRole('button', { name: 'By month' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('refuses such a range in the custom range form while the report is by month, and takes it by day', async () => {
    const onApply = vi.fn();
    const { rerender } = render(<CustomRange from="2024-02-29" to="2026-02-28" today="2026-11-30" grouping="monthly" onApply={onApply} />);
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    rerender(<CustomRange from="2024-02-29" to="2026-02-28" today="2026-11-30" grouping="daily" onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2024-02-29', to: '2026-02-28' });
  });
});

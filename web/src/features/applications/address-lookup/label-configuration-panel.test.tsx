import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Territory } from '../../../lib/territory';
import { defaultLabelConfiguration } from './label-configuration';
import { LabelConfigurationPanel } from './label-configuration-panel';

function renderPanel(territory: Territory) {
  const defaults = defaultLabelConfiguration(territory);
  render(<LabelConfigurationPanel territory={territory} value={defaults} defaults={defaults} onChange={vi.fn()} />);
  return screen.getByRole('region', { name: 'Label layout' });
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('LabelConfigurationPanel', () => {
  it('speaks of a UK town and the county on the uk portal', () => {
    const panel = renderPanel('uk');
    expect(optionTexts(within(panel).getByLabelText('Post town'))).toEqual(['Uppercase (LONDON)', 'Capitalised (London)']);
    expect(within(panel).getByLabelText('County')).toBeTruthy();
    expect(within(panel).queryByLabelText('State')).toBeNull();
  });

  it('speaks of an Australian suburb and the state on the australia portal, on one line with the postcode', () => {
    const panel = renderPanel('australia');
    expect(optionTexts(within(panel).getByLabelText('Suburb'))).toEqual(['Uppercase (SYDNEY)', 'Capitalised (Sydney)']);
    expect(within(panel).queryByLabelText('Post town')).toBeNull();
    expect(panel.textContent).toContain('Suburb, state and postcode always on the last line');
    expect(panel.textContent).toContain('Written on the suburb’s line, before the postcode');
    expect(within(panel).getByLabelText('State')).toBeTruthy();
    expect(within(panel).queryByLabelText('County')).toBeNull();
    expect(panel.textContent).not.toMatch(/london|county/i);
  });
});

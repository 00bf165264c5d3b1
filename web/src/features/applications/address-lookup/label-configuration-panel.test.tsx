import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Territory } from '../../../lib/territory';
import { defaultLabelConfiguration, type LabelFormat } from './label-configuration';
import { LabelConfigurationPanel } from './label-configuration-panel';

function renderPanel(territory: Territory, { international = false, labelFormat }: { international?: boolean; labelFormat?: LabelFormat } = {}) {
  const defaults = defaultLabelConfiguration(territory);
  const value = { ...defaults, labelFormat: labelFormat ?? defaults.labelFormat };
  render(<LabelConfigurationPanel territory={territory} international={international} value={value} defaults={defaults} onChange={vi.fn()} />);
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

  it('says where each format puts the town and postcode of a uk address', () => {
    expect(renderPanel('uk').textContent).toContain('Town on the second-last line, postcode on the last');
  });

  // Addresses abroad end with their country, whichever territory looks them up: `…, DUBLIN 1, D01
  // EWYF, IRELAND`, or `10119 BERLIN` then `GERMANY` (the sandbox's labels, as the service's).
  it.each(['uk', 'australia'] as const)(
    'on the %s portal, speaks of the international dataset’s labels: the country last, the town and postcode above it',
    (territory) => {
      const panel = renderPanel(territory, { international: true });
      expect(panel.textContent).toContain('Country on the last line, town and postcode just above it');
      expect(panel.textContent).not.toContain('Town on the second-last line, postcode on the last');
      expect(panel.textContent).not.toContain('Suburb, state and postcode always on the last line');
      expect(optionTexts(within(panel).getByLabelText('Post town'))).toEqual(['Uppercase (PARIS)', 'Capitalised (Paris)']);
      expect(within(panel).getByLabelText('County')).toBeTruthy();
      expect(panel.textContent).toContain('An Irish county (Co. Cork); a United States state is always on the town’s line');
      for (const field of ['Suburb', 'State']) expect(within(panel).queryByLabelText(field)).toBeNull();
    },
  );

  it.each([
    ['Standard', 'Town, postcode and country straight after the address'],
    ['FixedPostcode', 'Country on the last line, the postcode on the line above it'],
  ] as const)('says where %s puts the country of an international address', (labelFormat, help) => {
    expect(renderPanel('australia', { international: true, labelFormat }).textContent).toContain(help);
  });
});

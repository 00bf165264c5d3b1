// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guideText } from '../guide';
import { ReportingSummaryGuide } from './reporting-summary-guide';

// The guide describes the reporting screens as they are. Their words are written out here, as a
// feature does not import another (the picker's presets are presetLabels in features/reporting/period.ts).
const text = guideText(ReportingSummaryGuide);

describe('the Reporting guide', () => {
  it('names the Period chooser’s choices as the picker offers them, and none it does not', () => {
    for (const choice of ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This month', 'Last month', 'Custom range']) expect(text).toContain(choice);
    expect(text).not.toMatch(/this year/i);
  });

  it('shows the heading’s dates as the screen writes them, as UTC days', () => {
    expect(text).toContain('“Acme Main · 25 Oct 2026 to 23 Nov 2026 (UTC days)”');
  });

  it('leads to the Try again button after a failure, not to choosing the period again', () => {
    expect(text).toContain('select Try again');
    expect(text).not.toContain('choose the period again');
  });

  it('says what Runs out shows where there is no day to come', () => {
    for (const words of ['Not in use', 'Used up', 'Expired']) expect(text).toContain(words);
  });
});

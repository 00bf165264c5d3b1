// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { statusColours } from '../features/applications/email-validation/email-results';
import { theme } from './theme';

// WCAG AA for normal text, which chips and their labels are.
const minimum = 4.5;

describe('the theme', () => {
  // The chips the e-mail verdicts and the account bar's Pending Ownership use: filled ones put the
  // colour's contrast text on the colour, outlined ones the colour on the paper.
  const chipColours = [...new Set([...Object.values(statusColours), 'warning' as const])].filter((colour) => colour !== 'default');
  it.each(chipColours)('gives %s chips readable text, filled or outlined', (colour) => {
    const { main, contrastText } = theme.palette[colour];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(minimum);
    expect(getContrastRatio(main, theme.palette.background.paper)).toBeGreaterThanOrEqual(minimum);
  });
});

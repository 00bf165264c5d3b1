import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { HelpTip } from './help-tip';
import { HelpTipHost } from './help-tip-host';
import { helpTipStore } from './help-tip-store';

declare global {
  interface Window {
    pwned?: string;
  }
}

// What a help text written carelessly (or by someone hostile) could hold, in every part a tip shows.
const hostile: HelpTip = {
  helpTipName: 'hostile',
  side: 'middle',
  order: 1,
  title: 'Careful <img src=x onerror="window.pwned = \'title\'">',
  helpText:
    'Before <img src="x" onerror="window.pwned = \'text\'"><script>window.pwned = "script"</script>after, <b>bold</b>, <a href="javascript:window.pwned=1">a link</a>.',
  helpTable: [{ key: 'Clicks', text: 'Left <img src=x onerror="window.pwned = \'table\'"><script>window.pwned = "t"</script><br>today' }],
  helpTextAfterTable: '<p onclick="window.pwned = \'p\'">Then <svg onload="window.pwned = \'svg\'"></svg>on.</p>',
};

afterEach(() => {
  act(() => helpTipStore.reset());
  delete window.pwned;
});

describe('a help text holding <img onerror> or <script>', () => {
  it('shows as harmless text: its words stay, the markup that could run is gone', () => {
    render(<HelpTipHost />);
    act(() => {
      helpTipStore.register('hostile', [hostile]);
      helpTipStore.start('hostile');
    });
    // The title is never markup: it is shown exactly as written, as text.
    const tip = screen.getByRole('dialog', { name: hostile.title });
    expect(tip.textContent).toContain('Before after, bold, a link.');
    expect(screen.getByRole('cell', { name: 'Left today' })).toBeTruthy();
    expect(tip.textContent).toContain('Then on.');
    expect(tip.querySelector('img, script, svg:not(.MuiSvgIcon-root), [onerror], [onclick], [onload]')).toBeNull();
    expect(tip.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(tip.querySelector('b')?.textContent).toBe('bold');
    expect(tip.querySelector('p')).not.toBeNull();
    expect(window.pwned).toBeUndefined();
  });
});

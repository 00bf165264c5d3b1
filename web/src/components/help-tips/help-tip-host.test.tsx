import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpTip } from './help-tip';
import { HelpTipHost } from './help-tip-host';
import { helpTipDisabledKey } from '../../lib/storage-keys';
import { helpTipStore } from './help-tip-store';
import { useHelpTips } from './use-help-tips';

const tips: HelpTip[] = [
  {
    helpTipName: 'welcome',
    order: 0,
    side: 'middle',
    title: 'Welcome',
    helpText: 'Start <b>here</b><script>window.hacked = true</script><img src="x" alt="bad">',
    helpTable: [{ key: 'Clicks', text: 'Lookups <b>left</b><i>!</i>' }],
    helpTextAfterTable: '<p>Then on.</p>',
  },
  { helpTipName: 'save', order: 1, side: 'bottom', targetId: 'save', title: 'Saving', helpText: 'Saves your work.' },
];

function OrdersScreen({ busy = false }: { busy?: boolean }) {
  useHelpTips('orders', tips, busy);
  return <button id="save">Save</button>;
}

const renderScreen = (busy = false) =>
  render(
    <>
      <OrdersScreen busy={busy} />
      <HelpTipHost />
    </>,
  );

afterEach(() => act(() => helpTipStore.reset()));

describe('HelpTipHost', () => {
  it('walks a middle tip and a targeted tip with Next Tip and Got it', async () => {
    const user = userEvent.setup();
    renderScreen();

    const welcome = screen.getByRole('dialog', { name: 'Welcome' });
    expect(document.activeElement).toBe(welcome);
    expect(welcome.querySelector('b')?.textContent).toBe('here');
    expect(welcome.querySelector('script, img, i')).toBeNull();
    expect(screen.getByRole('cell', { name: 'Lookups left!' })).toBeTruthy();
    expect(screen.getByText('Then on.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous tip' })).toBeNull();
    expect(screen.getByTestId('help-tip-backdrop')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next Tip' }));
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeTruthy();
    const target = screen.getByRole('button', { name: 'Save' });
    expect(target.style.zIndex).toBe('998');
    expect(screen.getByRole('button', { name: 'Previous tip' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(target.style.zIndex).toBe('');
    expect(localStorage.getItem(helpTipDisabledKey('save'))).toBe('true');
  });

  it('goes back with the arrow', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Next Tip' }));
    await user.click(screen.getByRole('button', { name: 'Previous tip' }));
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeTruthy();
  });

  it('closes on Escape, disabling only the tip seen', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(helpTipDisabledKey('welcome'))).toBe('true');
    expect(localStorage.getItem(helpTipDisabledKey('save'))).toBeNull();
  });

  it('Hide Tips and the close icon both dismiss the tip', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    localStorage.clear();
    act(() => helpTipStore.start('orders'));
    await user.click(screen.getByRole('button', { name: 'Hide Tips' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('disableAllHelpTips')).toBe('true');
  });

  it('keeps Tab and Shift+Tab inside the open tip, cycling through its controls', async () => {
    const user = userEvent.setup();
    renderScreen();
    const names = ['Close', 'Hide Tips', 'Next Tip', 'Close'];
    for (const name of names) {
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name }));
    }
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next Tip' }));
    // From the tip itself (where focus lands first), Shift+Tab goes round to its last control too.
    act(() => screen.getByRole('dialog', { name: 'Welcome' }).focus());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next Tip' }));
  });

  it('gives focus back to where it was when Escape closes the tour', async () => {
    const user = userEvent.setup();
    const { rerender } = renderScreen(true);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    rerender(
      <>
        <OrdersScreen />
        <HelpTipHost />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Next Tip' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(save);
  });

  it('says how far through the tour each tip is', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('dialog', { name: 'Welcome' }).textContent).toContain('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next Tip' }));
    expect(screen.getByRole('dialog', { name: 'Saving' }).textContent).toContain('2 of 2');
  });

  it('carries on where it was when the screen is drawn afresh for another account', async () => {
    const user = userEvent.setup();
    const forAccount = (account: string) => (
      <>
        <OrdersScreen key={account} />
        <HelpTipHost />
      </>
    );
    const { rerender } = render(forAccount('acme-main'));
    await user.click(screen.getByRole('button', { name: 'Next Tip' }));
    rerender(forAccount('acme-web'));
    expect(screen.getByRole('dialog', { name: 'Saving' }).textContent).toContain('2 of 2');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(helpTipDisabledKey('welcome'))).toBe('true');
  });

  it('waits until the screen is no longer busy', () => {
    const { rerender } = renderScreen(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <>
        <OrdersScreen />
        <HelpTipHost />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeTruthy();
  });
});

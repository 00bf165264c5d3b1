import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import type { HelpTip } from './help-tip';
import { helpTipDisabledKey } from '../../lib/storage-keys';
import { helpTipStore, registerHelpTips, showHelpTip, targetWaitMs } from './help-tip-store';

const tip = (helpTipName: string, order: number, extra: Partial<HelpTip> = {}): HelpTip => ({
  helpTipName,
  order,
  side: 'middle',
  title: helpTipName,
  helpText: `About ${helpTipName}`,
  ...extra,
});

// Deliberately out of order: the welcome tip comes first whatever its order.
const tips = [tip('search', 2, { side: 'bottom', targetId: 'search' }), tip('menu', 1), tip('welcome', 9), tip('basket', 3)];
const current = () => helpTipStore.current()?.tip.helpTipName;
const visit = (screen = 'home', list: HelpTip[] = tips) => {
  registerHelpTips(screen, list);
  helpTipStore.start(screen);
};

beforeEach(() => {
  document.body.innerHTML = '<button id="search">Search</button>';
});
afterEach(() => {
  helpTipStore.reset();
  document.body.innerHTML = '';
});

describe('help tip tour', () => {
  it('shows the welcome tip first, then the others in order', () => {
    visit();
    const seen = [];
    while (current()) {
      seen.push(current());
      helpTipStore.next();
    }
    expect(seen).toEqual(['welcome', 'menu', 'search', 'basket']);
  });

  it('goes forward and back, and Got it on the last ends the tour for good', () => {
    visit();
    expect(helpTipStore.current()).toMatchObject({ isFirst: true, isLast: false, count: 4 });
    helpTipStore.next();
    helpTipStore.next();
    helpTipStore.back();
    expect(current()).toBe('menu');
    helpTipStore.next();
    helpTipStore.next();
    expect(helpTipStore.current()).toMatchObject({ isFirst: false, isLast: true });
    helpTipStore.gotIt();
    expect(current()).toBeUndefined();
    for (const t of tips) expect(localStorage.getItem(helpTipDisabledKey(t.helpTipName))).toBe('true');
    visit();
    expect(current()).toBeUndefined();
  });

  it('Hide Tips stores disableAllHelpTips and shows nothing on the next visit', () => {
    visit();
    helpTipStore.hideAll();
    expect(current()).toBeUndefined();
    expect(localStorage.getItem(storageKeys.disableAllHelpTips)).toBe('true');
    visit();
    visit('other', [tip('elsewhere', 1)]);
    expect(current()).toBeUndefined();
  });

  it('closing disables the tips shown so far but not the unseen ones', () => {
    visit();
    helpTipStore.next();
    helpTipStore.close();
    expect(current()).toBeUndefined();
    expect(localStorage.getItem(helpTipDisabledKey('welcome'))).toBe('true');
    expect(localStorage.getItem(helpTipDisabledKey('menu'))).toBe('true');
    expect(localStorage.getItem(helpTipDisabledKey('search'))).toBeNull();
    visit();
    expect(current()).toBe('search');
  });

  it('skips tips disabled in storage or by their own flag', () => {
    localStorage.setItem(helpTipDisabledKey('welcome'), 'true');
    visit('home', [...tips, tip('old', 0, { disabled: true })]);
    expect(current()).toBe('menu');
  });

  it('holds the current tip back while a request is in progress', () => {
    helpTipStore.setBusy(true, 'query');
    helpTipStore.setBusy(true);
    visit();
    expect(current()).toBeUndefined();
    helpTipStore.setBusy(false, 'query');
    expect(current()).toBeUndefined();
    helpTipStore.setBusy(false);
    expect(current()).toBe('welcome');
  });

  it('skips a targeted tip whose element never comes onto the page, in either direction', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '';
      visit();
      helpTipStore.next();
      helpTipStore.next();
      // Nothing floats unanchored while the tip waits for its element.
      expect(current()).toBeUndefined();
      vi.advanceTimersByTime(targetWaitMs);
      expect(current()).toBe('basket');
      helpTipStore.back();
      expect(current()).toBe('menu');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a target that comes onto the page after the screen started its tour', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '';
      visit();
      helpTipStore.next();
      helpTipStore.next();
      expect(current()).toBeUndefined();
      vi.advanceTimersByTime(targetWaitMs / 2);
      document.body.innerHTML = '<button id="search">Search</button>';
      // The observer reports the new element as a microtask.
      await vi.advanceTimersByTimeAsync(0);
      expect(current()).toBe('search');
      vi.advanceTimersByTime(targetWaitMs);
      expect(current()).toBe('search');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the wait for a target afresh once the page is no longer busy', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '';
      visit();
      helpTipStore.next();
      helpTipStore.next();
      helpTipStore.setBusy(true, 'list');
      vi.advanceTimersByTime(targetWaitMs * 3);
      helpTipStore.setBusy(false, 'list');
      expect(current()).toBeUndefined();
      vi.advanceTimersByTime(targetWaitMs);
      expect(current()).toBe('basket');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a screen’s tips without disabling them when the screen goes away', () => {
    visit();
    helpTipStore.stop('home');
    expect(current()).toBeUndefined();
    expect(localStorage.getItem(helpTipDisabledKey('welcome'))).toBeNull();
  });

  it('carries on from the tip that was showing when a screen comes back, and still disables what was seen', () => {
    visit();
    helpTipStore.next();
    helpTipStore.stop('home');
    visit();
    expect(helpTipStore.current()).toMatchObject({ tip: { helpTipName: 'menu' }, index: 1, count: 4 });
    helpTipStore.close();
    expect(localStorage.getItem(helpTipDisabledKey('welcome'))).toBe('true');
    expect(localStorage.getItem(helpTipDisabledKey('menu'))).toBe('true');
    expect(localStorage.getItem(helpTipDisabledKey('search'))).toBeNull();
  });

  it('shows one tip on demand', () => {
    registerHelpTips('home', tips);
    showHelpTip('basket');
    expect(helpTipStore.current()).toMatchObject({ isFirst: true, isLast: true, tip: { helpTipName: 'basket' } });
  });

  it('refuses a tip that points nowhere and an unknown tip name', () => {
    expect(() => registerHelpTips('home', [tip('lost', 1, { side: 'left' })])).toThrow(
      new Error('Help tip "lost" needs a target id unless it sits in the middle'),
    );
    expect(() => showHelpTip('nope')).toThrow(new Error('Unknown help tip "nope"'));
    expect(() => helpTipStore.getHelpTip('nope')).toThrow(new Error('Unknown help tip "nope"'));
  });
});

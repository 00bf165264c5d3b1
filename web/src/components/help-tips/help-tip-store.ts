import { createStore, useStore } from '../../lib/store';
import { helpTipDisabledKey, storageKeys } from '../../lib/storage-keys';
import type { HelpTip } from './help-tip';

/** The tip a screen may register to open its tour, whatever its `order`. */
export const welcomeTipName = 'welcome';

export interface CurrentHelpTip {
  tip: HelpTip;
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
}

interface Entry {
  screen: string;
  tip: HelpTip;
}

interface Run {
  queue: Entry[];
  index: number;
  /** Names actually put in front of the user; closing disables exactly these. */
  shown: Set<string>;
}

/** Where a screen's part of the tour stood when the screen went away. */
interface Paused {
  /** The tip that was showing. */
  at: string;
  /** The screen's tips already put in front of the user. */
  shown: string[];
}

const screens = new Map<string, readonly HelpTip[]>();
// A screen drawn afresh (for another account, say) stops and starts again at once; the tour then
// carries on where it stood instead of starting over with tips the user has just read.
const paused = new Map<string, Paused>();
const busySources = new Set<string>();
let run: Run | null = null;
const current = createStore<CurrentHelpTip | null>(null);

/**
 * How long a tip waits for its element. A screen registers its tips when it mounts, and parts of it
 * (a list behind Suspense, a chart loaded in a chunk of its own) come onto the page a moment after
 * its data arrives; a tip whose element never comes is skipped once this has passed.
 */
export const targetWaitMs = 2000;
let waiting: { name: string; observer: MutationObserver; timer: ReturnType<typeof setTimeout> } | null = null;

function stopWaiting() {
  if (!waiting) return;
  waiting.observer.disconnect();
  clearTimeout(waiting.timer);
  waiting = null;
}

const isTrue = (key: string) => localStorage.getItem(key) === 'true';
const allDisabled = () => isTrue(storageKeys.disableAllHelpTips);
const isDisabled = (tip: HelpTip) => tip.disabled === true || isTrue(helpTipDisabledKey(tip.helpTipName));
const rank = (tip: HelpTip) => (tip.helpTipName === welcomeTipName ? 0 : 1);

// A targeted tip whose element is not on the page would float unanchored, so it is skipped.
const onPage = (tip: HelpTip) => tip.side === 'middle' || (tip.targetId !== undefined && document.getElementById(tip.targetId) !== null);

function validate(tip: HelpTip) {
  if (tip.side !== 'middle' && !tip.targetId) {
    throw new Error(`Help tip "${tip.helpTipName}" needs a target id unless it sits in the middle`);
  }
}

function emit() {
  const entry = run && busySources.size === 0 && !waiting ? run.queue[run.index] : undefined;
  current.set(
    run && entry ? { tip: entry.tip, index: run.index, count: run.queue.length, isFirst: run.index === 0, isLast: run.index === run.queue.length - 1 } : null,
  );
}

/** Ends the tour; `remember` disables every tip shown in it. */
function finish(remember: boolean) {
  stopWaiting();
  if (run && remember) for (const name of run.shown) localStorage.setItem(helpTipDisabledKey(name), 'true');
  run = null;
  paused.clear();
}

/**
 * Records the tip landed on as shown once its element is on the page, waiting a while for it
 * (targetWaitMs) and then moving off it in the direction of travel. Does nothing while busy: the
 * page may still be filling in.
 */
function settle(direction: 1 | -1) {
  if (!run || busySources.size > 0) return;
  const entry = run.queue[run.index];
  if (!entry) return finish(true);
  if (onPage(entry.tip)) {
    stopWaiting();
    run.shown.add(entry.tip.helpTipName);
    return;
  }
  waitForTarget(entry.tip, direction);
}

function waitForTarget(tip: HelpTip, direction: 1 | -1) {
  if (waiting?.name === tip.helpTipName) return;
  stopWaiting();
  const observer = new MutationObserver(() => {
    if (!onPage(tip)) return;
    stopWaiting();
    settle(direction);
    emit();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
  const timer = setTimeout(() => {
    stopWaiting();
    // Still filling in: the wait starts afresh when the page is no longer busy.
    if (!run || busySources.size > 0) return;
    if (run.queue[run.index]?.tip === tip) {
      run.queue.splice(run.index, 1);
      if (direction < 0 && run.index > 0) run.index--;
    }
    settle(direction);
    emit();
  }, targetWaitMs);
  waiting = { name: tip.helpTipName, observer, timer };
}

function findTip(helpTipName: string): HelpTip {
  for (const tips of screens.values()) {
    const tip = tips.find((t) => t.helpTipName === helpTipName);
    if (tip) return tip;
  }
  throw new Error(`Unknown help tip "${helpTipName}"`);
}

export const helpTipStore = {
  current: current.get,
  subscribe: current.subscribe,
  /** Replaces a screen's tips, welcome first then by `order`. Throws before storing anything invalid. */
  register(screen: string, tips: readonly HelpTip[]) {
    tips.forEach(validate);
    screens.set(
      screen,
      [...tips].sort((a, b) => rank(a) - rank(b) || a.order - b.order),
    );
  },
  getHelpTip: findTip,
  /** Starts (or extends) the tour with the screen's tips the user has not yet disabled. */
  start(screen: string) {
    if (allDisabled()) return;
    const queued = new Set(run?.queue.map((e) => e.tip.helpTipName));
    const fresh = (screens.get(screen) ?? []).filter((tip) => !isDisabled(tip) && !queued.has(tip.helpTipName)).map((tip) => ({ screen, tip }));
    const resume = paused.get(screen);
    paused.delete(screen);
    if (fresh.length === 0) return;
    if (run) run.queue.push(...fresh);
    else {
      const at = resume ? fresh.findIndex((entry) => entry.tip.helpTipName === resume.at) : -1;
      run = at < 0 ? { queue: fresh, index: 0, shown: new Set() } : { queue: fresh, index: at, shown: new Set(resume?.shown) };
    }
    settle(1);
    emit();
  },
  /**
   * The screen left: drop its tips without disabling them, so they come back on the next visit,
   * from the tip that was showing.
   */
  stop(screen: string) {
    if (!run) return;
    const showing = run.queue[run.index];
    if (showing?.screen === screen) {
      const seen = run.shown;
      const shown = run.queue.filter((entry) => entry.screen === screen && seen.has(entry.tip.helpTipName)).map((entry) => entry.tip.helpTipName);
      paused.set(screen, { at: showing.tip.helpTipName, shown });
    }
    const before = run.queue.slice(0, run.index).filter((e) => e.screen !== screen).length;
    run.queue = run.queue.filter((e) => e.screen !== screen);
    run.index = before;
    // Past the end means nothing of this tour is left to see; nothing was finished either.
    stopWaiting();
    if (run.index >= run.queue.length) run = null;
    else settle(1);
    emit();
  },
  /** Shows one tip on demand, even one already disabled, because the user asked for it. */
  show(helpTipName: string) {
    const tip = findTip(helpTipName);
    stopWaiting();
    run = { queue: [{ screen: '', tip }], index: 0, shown: new Set() };
    settle(1);
    emit();
  },
  next() {
    if (!run) return;
    if (run.index >= run.queue.length - 1) return helpTipStore.gotIt();
    run.index++;
    settle(1);
    emit();
  },
  back() {
    if (!run || run.index === 0) return;
    run.index--;
    settle(-1);
    emit();
  },
  /** Finishing the tour: every tip in it was shown, so none comes back. */
  gotIt() {
    helpTipStore.close();
  },
  /** Closing marks the tips shown so far as disabled; the unseen ones stay for another visit. */
  close() {
    finish(true);
    emit();
  },
  hideAll() {
    localStorage.setItem(storageKeys.disableAllHelpTips, 'true');
    finish(false);
    emit();
  },
  /** The host found no target after all (it went away): move on rather than float. */
  skip() {
    if (!run) return;
    stopWaiting();
    run.queue.splice(run.index, 1);
    settle(1);
    emit();
  },
  /**
   * Holds the tour back while any source is busy. Sources let several callers (screens, the
   * shell) report independently; one finishing does not release another's hold.
   */
  setBusy(busy: boolean, source = 'app') {
    if (busy === busySources.has(source)) return;
    if (busy) busySources.add(source);
    else busySources.delete(source);
    if (!busy) settle(1);
    emit();
  },
  /** For tests: forget screens, the tour and busy sources. */
  reset() {
    stopWaiting();
    screens.clear();
    busySources.clear();
    paused.clear();
    run = null;
    emit();
  },
};

/** The tip showing now, if any. */
export const useCurrentHelpTip = () => useStore(current);

export const registerHelpTips = (screen: string, tips: readonly HelpTip[]) => helpTipStore.register(screen, tips);
export const showHelpTip = (helpTipName: string) => helpTipStore.show(helpTipName);
